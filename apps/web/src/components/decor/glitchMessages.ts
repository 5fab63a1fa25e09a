/** What the page tells the glitch worker. */
export type GlitchWorkerMessage =
  | { type: 'init'; canvas: OffscreenCanvas; width: number; height: number; ratio: number }
  | { type: 'resize'; width: number; height: number; ratio: number }
  | { type: 'animate'; running: boolean };
