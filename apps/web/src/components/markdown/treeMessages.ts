import type { Root } from 'hast';

export interface TreeRequest {
  id: number;
  source: string;
  /** Typeset TeX math (problem statements, hints, editorials). */
  math: boolean;
}

export interface TreeResponse {
  id: number;
  tree: Root;
}
