import { NeedsAccount } from '../components/needs-account';
import { DataErrorNotice, Loading } from '../components/notices';
import { Page } from '../components/page';
import { usageSummary } from '../data';
import { formatIn, formatReset, nextUtcMidnight } from '../format';
import { Link } from '../router';
import { useAccountData } from '../use-account-data';

const PLAN_NAMES: Record<string, string> = { free: 'Free', pro: 'Pro' };

/** Today's use of the daily quota as a meter, with the plan and the reset time. */
export function UsagePage() {
  return (
    <Page
      heading="Usage"
      lead="Analyses you run while signed in count against a daily quota. It resets at midnight UTC."
    >
      <NeedsAccount what="Usage figures">
        <UsageMeter />
      </NeedsAccount>
    </Page>
  );
}

function UsageMeter() {
  const { data: usage, error } = useAccountData(usageSummary);

  if (error !== null) {
    return <DataErrorNotice message={error} />;
  }
  if (usage === null) return <Loading>Loading your usage…</Loading>;

  const resets = nextUtcMidnight();
  const share = usage.limit > 0 ? Math.min(1, usage.used / usage.limit) : 1;
  const band = usage.remaining === 0 ? 'bad' : share >= 0.8 ? 'warn' : 'good';
  const plan = PLAN_NAMES[usage.plan] ?? usage.plan;
  return (
    <section className="card" aria-labelledby="usage-heading" style={{ maxWidth: '40rem' }}>
      <h2 id="usage-heading">
        {plan} plan · {usage.limit} analyses a day
      </h2>
      <p>
        <span className="big-number" data-testid="usage-used">
          {usage.used}
        </span>{' '}
        of {usage.limit} used today
      </p>
      <meter
        className="visually-hidden"
        aria-label="Analyses used today"
        min={0}
        max={usage.limit}
        value={usage.used}
      >
        {usage.used} of {usage.limit}
      </meter>
      <div className="meter" aria-hidden="true">
        <div className={`meter__fill tone-${band}`} style={{ width: `${share * 100}%` }} />
      </div>
      <p>
        <strong data-testid="usage-remaining">{usage.remaining}</strong> remaining · resets at{' '}
        {formatReset(resets)} ({formatIn(resets)})
      </p>
      {usage.remaining === 0 ? (
        <div className="notice notice--warn" role="status" data-failure="quota">
          <p>
            <strong>Daily quota used up.</strong> You have used all {usage.limit} analyses of today.
            New analyses are refused until the quota resets at {formatReset(resets)} (
            {formatIn(resets)}).
          </p>
        </div>
      ) : (
        <p className="muted">
          Run an <Link to="/">analysis</Link> or an <Link to="/audit">audit</Link>: each one counts
          once.
        </p>
      )}
    </section>
  );
}
