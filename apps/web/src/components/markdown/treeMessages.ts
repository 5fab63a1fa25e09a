import type { Root } from 'hast';

export interface TreeRequest {
  id: number;
  source: string;
}

export interface TreeResponse {
  id: number;
  tree: Root;
}
