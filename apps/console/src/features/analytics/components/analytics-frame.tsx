import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelection } from '../../../lib/session.ts';
import { Callout } from '../../../ui/callout.tsx';
import { HelpPopover } from '../../../ui/help-popover.tsx';
import { QueryFallback } from '../../../ui/query-fallback.tsx';
import { Page } from '../../../ui/page.tsx';
import { useAnalyticsEngine, type AnalyticsEngine } from '../api/get-analytics-engine.ts';
import { useAnalyticsRange, type AnalyticsRange } from '../use-analytics-range.ts';
import { DateRangeSelector } from './date-range-selector.tsx';

export interface AnalyticsContext {
  engine: AnalyticsEngine;
  range: AnalyticsRange;
}

interface AnalyticsFrameProps {
  title: string;
  description: string;
  children: (context: AnalyticsContext) => ReactNode;
}

function SimulatedBadge() {
  const { t } = useTranslation('analytics');
  return (
    <span className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-xs font-medium text-amber-900 ring-1 ring-amber-300">
      {t('simulated.badge')}
      <HelpPopover label={t('simulated.helpLabel')} align="end">
        {t('simulated.help')}
      </HelpPopover>
    </span>
  );
}

function EngineAnalytics({
  engine,
  children,
}: {
  engine: AnalyticsEngine;
  children: AnalyticsFrameProps['children'];
}) {
  const range = useAnalyticsRange(engine.engineId, engine.createdAt, engine.timeZone);
  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <DateRangeSelector range={range} />
        {engine.simulatedTraffic && <SimulatedBadge />}
      </div>
      {children({ engine, range })}
    </>
  );
}

function EngineLoader({
  engineId,
  children,
}: {
  engineId: string;
  children: AnalyticsFrameProps['children'];
}) {
  const { t } = useTranslation('analytics');
  const engine = useAnalyticsEngine(engineId);
  if (!engine.isSuccess) return <QueryFallback query={engine} t={t} />;
  return <EngineAnalytics engine={engine.data}>{children}</EngineAnalytics>;
}

/**
 * What every analytics screen shares: the heading, the screens' tabs, the date range of the current
 * engine (spec 1 §9) and the simulated-traffic label; `children` renders the screen's own figures.
 */
export function AnalyticsFrame({ title, description, children }: AnalyticsFrameProps) {
  const { t } = useTranslation('analytics');
  const { engine } = useSelection();
  return (
    <Page title={title} description={description}>
      {engine ? (
        <EngineLoader key={engine.uuid} engineId={engine.uuid}>
          {children}
        </EngineLoader>
      ) : (
        <Callout title={t('noEngine.title')}>{t('noEngine.text')}</Callout>
      )}
    </Page>
  );
}
