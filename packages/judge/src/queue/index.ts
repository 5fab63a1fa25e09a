export { type BullmqQueueOptions, createBullmqQueue } from './bullmq';
export { type BullmqWorkerOptions, startBullmqWorker } from './bullmq-worker';
export { createInProcessQueue, type InProcessQueueOptions } from './in-process';
export type { JudgeQueue, JudgeTicket } from './types';
