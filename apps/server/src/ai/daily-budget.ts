import { AppError } from '../errors';

/**
 * Each learner's tutor messages per UTC day, counted in this process (a restart or another
 * server behind the same load balancer starts its own count: the budget bounds cost, it is not
 * a quota to bill by). Past the budget → 429 until midnight UTC.
 */
export function dailyBudget(messagesPerDay: number, now: () => Date = () => new Date()) {
  const used = new Map<string, { day: string; count: number }>();

  return {
    /** Counts one message for the user, or throws 429 when today's budget is spent. */
    take(userId: string): void {
      const today = now().toISOString().slice(0, 10);
      const entry = used.get(userId);
      const count = entry?.day === today ? entry.count : 0;
      if (count >= messagesPerDay) {
        const error = new AppError(
          'RATE_LIMITED',
          `You have used today’s ${messagesPerDay} tutor messages. The tutor is available again after midnight UTC.`,
        );
        const midnight = Date.parse(`${today}T00:00:00Z`) + 24 * 60 * 60 * 1000;
        error.retryAfterSeconds = Math.max(1, Math.ceil((midnight - now().getTime()) / 1000));
        throw error;
      }
      // A new day forgets yesterday's users, so the map does not grow without bound.
      if (entry && entry.day !== today) {
        for (const [user, value] of used) if (value.day !== today) used.delete(user);
      }
      used.set(userId, { day: today, count: count + 1 });
    },

    /** Gives back the message just taken, when it was refused before the tutor answered it. */
    giveBack(userId: string): void {
      const entry = used.get(userId);
      if (entry && entry.count > 0) entry.count -= 1;
    },
  };
}

export type DailyBudget = ReturnType<typeof dailyBudget>;
