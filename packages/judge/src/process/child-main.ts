// The judge process: started by the API process (`startJudgeProcess`), it owns the sandbox and
// every spawn of a compiler or a learner's program, so none of that blocks the API's event loop,
// and it keeps root when the API drops it. It talks to its parent over the IPC channel only and
// exits when that channel closes (the parent died or closed it).
import { createJudge, type Judge } from '../create-judge';
import { asJudgeError, JudgeError } from '../errors';
import { jsonLinesLogger } from '../logger';
import type { FromJudgeProcess, ToJudgeProcess } from './protocol';

// The API process creates files for its account only (umask 077) and this process inherits that
// umask; the judge's own files must stay readable by the slots' uids, as its code expects.
process.umask(0o022);

let judge: Judge | undefined;

function send(message: FromJudgeProcess) {
  process.send?.(message);
}

async function judgeOne(id: number, job: Extract<ToJudgeProcess, { type: 'judge' }>['job']) {
  try {
    if (!judge) throw new JudgeError('judge-failed', 'the judge process was not started');
    send({ type: 'result', id, result: await judge.judge(job) });
  } catch (error) {
    const refusal = asJudgeError(error);
    send({ type: 'refused', id, code: refusal.code, message: refusal.message });
  }
}

async function stop() {
  await judge?.close();
  process.exit(0);
}

process.on('message', (message: ToJudgeProcess) => {
  if (message.type === 'start' && !judge) {
    judge = createJudge({ ...message.options, logger: jsonLinesLogger('judge') });
    send({
      type: 'ready',
      sandbox: judge.sandbox,
      slots: judge.slots,
      languages: judge.availableLanguages(),
    });
  } else if (message.type === 'judge') {
    void judgeOne(message.id, message.job);
  } else if (message.type === 'close') {
    void stop();
  }
});
process.on('disconnect', () => void stop());
