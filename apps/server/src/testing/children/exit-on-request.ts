// Part of exiting-thread.ts: exits the thread when it is asked to search "exit now".
import { parentPort } from 'node:worker_threads';
import type { ToThread } from '../../modules/search/replicas/protocol.ts';

parentPort!.on('message', (message: ToThread) => {
  if (message.type === 'search' && message.call.query === 'exit now') process.exit(3);
});
