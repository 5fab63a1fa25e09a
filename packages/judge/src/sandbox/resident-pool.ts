import type { JudgeLogger } from '../logger';
import type { SandboxSetup } from './detect';
import { removeLeftoversOfDeadProcesses } from './process-alive';
import { type ResidentBox, residentKey, startResidentBox } from './resident';
import type { SandboxRequest } from './types';

/** A session's resident sandboxes, by slot. */
export type SessionBoxes = Map<number, ResidentBox>;

/**
 * Which resident sandbox a run uses (resident.ts). A session (one judge job) keeps one per slot
 * it ran on. When it is done with a slot (or ends), a fresh box of the same shape is started on
 * that slot and waits there, so the next job of that language starts its first runs without
 * waiting for bwrap; a box never serves two jobs. Three failed starts in a row (a host where resident
 * sandboxes cannot work) turn them off: every run then gets a sandbox of its own, as before.
 */
export function createResidentPool(options: {
  setup: SandboxSetup;
  logger: JudgeLogger;
  /** Made by the caller, ours alone (0711): the boxes' staged dirs go here. */
  stageRoot: string;
  uidOf(slot: number): number | null;
  /** Work that `Sandbox.close` must wait for. */
  track(work: Promise<void>): void;
}) {
  const { setup, logger } = options;
  const enabled = Boolean(
    setup.info.mode === 'full' && setup.bwrap && setup.helpers.launcher && setup.helpers.boxInit,
  );
  // Staged dirs are named `<processToken>-…`: those of judge processes that are gone go.
  removeLeftoversOfDeadProcesses(options.stageRoot);
  let failuresInARow = 0;
  let closed = false;
  const spares = new Map<number, Promise<ResidentBox | null>>();

  async function start(slot: number, request: SandboxRequest): Promise<ResidentBox | null> {
    if (closed) return null;
    try {
      const box = await startResidentBox(
        { setup, uid: options.uidOf(slot), logger, stageRoot: options.stageRoot },
        request,
      );
      failuresInARow = 0;
      return box;
    } catch (error) {
      // The run gets a sandbox of its own, which fails the same way if the cause is the
      // request's (a vanished program) and is handled as such.
      failuresInARow++;
      logger.warn(
        { err: error, failuresInARow },
        failuresInARow >= 3
          ? 'resident sandboxes keep failing to start: one sandbox per run from now on'
          : 'a resident sandbox failed to start: this run gets one of its own',
      );
      return null;
    }
  }

  return {
    /** The box for a run on `slot`: the session's own, a waiting spare, or a new one; or null. */
    async boxFor(
      boxes: SessionBoxes,
      slot: number,
      request: SandboxRequest,
    ): Promise<ResidentBox | null> {
      const key = residentKey(request);
      if (!enabled || closed || failuresInARow >= 3 || key === null) return null;
      const current = boxes.get(slot);
      if (current?.key === key && current.usable()) return current;
      if (current) options.track(current.close());
      boxes.delete(slot);
      const waiting = spares.get(slot);
      spares.delete(slot);
      const spare = await waiting;
      let box = spare?.key === key && spare.usable() ? spare : null;
      if (spare && !box) options.track(spare.close());
      box ??= await start(slot, request);
      if (box) boxes.set(slot, box);
      return box;
    },

    /**
     * The session is done with its boxes (or, given a slot, with the box on that slot: every run
     * of the session has started and the box's last one has ended): they go, and a fresh one of
     * the same shape waits on each such slot.
     */
    release(boxes: SessionBoxes, onlySlot?: number) {
      for (const [slot, box] of boxes) {
        if (onlySlot !== undefined && slot !== onlySlot) continue;
        boxes.delete(slot);
        options.track(box.close());
        if (closed || spares.has(slot)) continue;
        // Started once the run's outcome is on its way (spawning blocks the event loop ≈ 2 ms).
        const shape = box.shape;
        spares.set(
          slot,
          new Promise((resolve) => setImmediate(resolve)).then(() => start(slot, shape)),
        );
      }
    },

    async close() {
      closed = true;
      const waiting = [...spares.values()];
      spares.clear();
      await Promise.all(waiting.map(async (spare) => (await spare)?.close()));
    },
  };
}
