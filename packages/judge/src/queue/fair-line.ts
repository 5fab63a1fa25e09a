/**
 * Jobs waiting for the judge, taken from learners in turn: each learner has a line of their own,
 * and the next job is the first one of the learner whose turn it is. A learner who queued ten
 * jobs gets one judged, then every other waiting learner gets one, then their second, and so on:
 * a class submitting at once is judged first-submission-first, and one learner's ten do not
 * delay everyone else's first.
 */
export class FairLine<Item> {
  // A Map keeps insertion order, which is the order of turns: a learner whose job is taken goes
  // to the back (deleted and set again) if they have more; a learner new to the line joins at
  // the back.
  private readonly lines = new Map<string, Item[]>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  push(learner: string, item: Item): void {
    const line = this.lines.get(learner);
    if (line) line.push(item);
    else this.lines.set(learner, [item]);
    this.count++;
  }

  /** The next job to judge, or undefined when nobody waits. */
  shift(): Item | undefined {
    for (const [learner, line] of this.lines) {
      const item = line.shift() as Item;
      this.lines.delete(learner);
      if (line.length > 0) this.lines.set(learner, line);
      this.count--;
      return item;
    }
    return undefined;
  }

  /**
   * Every waiting job in the order they would be judged if nobody else joined: the first job of
   * each learner in turn, then the second of each, and so on. A job's place in line is its
   * index here plus one.
   */
  order(): Item[] {
    const lines = [...this.lines.values()];
    const ordered: Item[] = [];
    for (let round = 0; ordered.length < this.count; round++) {
      for (const line of lines) {
        if (round < line.length) ordered.push(line[round] as Item);
      }
    }
    return ordered;
  }
}
