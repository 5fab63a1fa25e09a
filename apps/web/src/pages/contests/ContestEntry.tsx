import type { Contest } from '@grindstone/contract';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { errorMessage } from '../../api/ApiRequestError';
import { useAuth } from '../../auth/AuthContext';
import { returnState } from '../../auth/returnPath';
import { Alert } from '../../components/ui/Alert';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { buttonClasses } from '../../components/ui/buttonStyles';
import { Input } from '../../components/ui/Input';
import { countdownText, phaseAt } from '../../contests/countdown';
import { useRegister, useStartVirtualRun } from '../../contests/mutations';

/**
 * How the viewer takes part: Register before and during the contest (`Registered` after),
 * a join code for a private one, and after the end a virtual run with its own clock.
 */
export function ContestEntry({
  contest,
  joinCode,
  now,
}: {
  contest: Contest;
  joinCode: string | undefined;
  now: number;
}) {
  const { user } = useAuth();
  const { pathname, search } = useLocation();
  const [code, setCode] = useState(joinCode ?? '');
  const register = useRegister(contest._id);
  const virtualRun = useStartVirtualRun(contest._id);
  const phase = phaseAt(contest, now);
  const registered = contest.participations.some((entry) => !entry.virtual);
  const virtual = contest.participations.find((entry) => entry.virtual);
  const needsCode = contest.visibility === 'private' && user?.role !== 'admin';
  const codeToSend = needsCode && code.trim() !== '' ? code.trim() : undefined;

  if (!user) {
    return (
      <p className="text-sm text-muted">
        <Link
          to="/login"
          state={returnState(pathname + search)}
          className={buttonClasses('primary', 'sm', 'mr-3')}
        >
          Log in
        </Link>
        to take part in this contest.
      </p>
    );
  }

  const codeField =
    needsCode && !registered ? (
      <div className="w-full max-w-xs">
        <Input
          label="Join code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
        />
      </div>
    ) : null;

  if (phase !== 'ended') {
    return (
      <div className="flex flex-col gap-3">
        {registered ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-fg">
            <Badge tone="easy">Registered</Badge>
            {phase === 'upcoming'
              ? 'You are in. The problems open when the contest starts.'
              : 'You are in. Good luck!'}
          </p>
        ) : (
          <div className="flex flex-wrap items-end gap-3">
            {codeField}
            <Button disabled={register.isPending} onClick={() => register.mutate(codeToSend)}>
              {register.isPending ? 'Registering...' : 'Register'}
            </Button>
          </div>
        )}
        {register.isError ? <Alert>{errorMessage(register.error)}</Alert> : null}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      {virtual ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-fg">
          <Badge tone="purple">Virtual run</Badge>
          {phaseAt(virtual, now) === 'running'
            ? `Your virtual run is on: ${countdownText(virtual, now).toLowerCase()}.`
            : 'Your virtual run is over. Its result is on the scoreboard among virtual participants.'}
        </p>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          {codeField}
          <Button
            variant="secondary"
            disabled={virtualRun.isPending}
            onClick={() => virtualRun.mutate(codeToSend)}
          >
            {virtualRun.isPending ? 'Starting...' : 'Start virtual run'}
          </Button>
          <p className="text-sm text-muted">
            Solve the same problems against the same clock, ranked as if you had been there.
          </p>
        </div>
      )}
      {virtualRun.isError ? <Alert>{errorMessage(virtualRun.error)}</Alert> : null}
    </div>
  );
}
