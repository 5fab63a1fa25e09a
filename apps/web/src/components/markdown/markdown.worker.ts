import { markdownToTree } from './toTree';
import type { TreeRequest, TreeResponse } from './treeMessages';

// Parsing markdown is the solving screen's longest task on the main thread (micromark's cold
// start: ~300 ms on a throttled phone for a 1.5 KB statement), so it runs here.
self.onmessage = (event: MessageEvent<TreeRequest>) => {
  const { id, source, math } = event.data;
  const response: TreeResponse = { id, tree: markdownToTree(source, { math }) };
  self.postMessage(response);
};
