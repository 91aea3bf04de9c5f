import { zodResolver } from '@hookform/resolvers/zod';
import {
  FALLBACK_LANGUAGE,
  FEATURED_PRODUCTS,
  isLanguage,
  type FeaturedProductCards,
  type FeaturedProducts,
  type Language,
  type Site,
} from '@playboard/domain';
import { useId, type ReactNode } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFeaturedProducts } from '../../api/get-featured-products.ts';
import { useErrorMessage } from '../../lib/errors.ts';
import { useSelection } from '../../lib/session.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { RadioGroupField } from '../../ui/form/radio-group-field.tsx';
import { HistoryLink } from '../../ui/history-link.tsx';
import { LeavePrompt } from '../../ui/leave-prompt.tsx';
import { Page } from '../../ui/page.tsx';
import { QueryFallback } from '../../ui/query-fallback.tsx';
import { useCanWrite } from '../../lib/access.ts';
import { ReadOnlyNotice } from '../../ui/read-only-notice.tsx';
import { SaveBar, useRevealAboveSaveBar } from '../../ui/save-bar.tsx';
import { StorefrontLink } from '../../ui/storefront-link.tsx';
import { useFeaturedProductCards } from './api/get-featured-product-cards.ts';
import { useSaveFeaturedProducts } from './api/save-featured-products.ts';
import {
  featuredProductsFormSchema,
  formValues,
  toFeaturedProducts,
  type FeaturedProductsFormValues,
  type PickedProduct,
} from './featured-products-form.ts';
import { PopularProducts } from './popular-products.tsx';
import { ProductPicker } from './product-picker.tsx';
import { SortableProducts } from './sortable-products.tsx';

const card = 'rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`${card} space-y-4`}>
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

interface FormProps {
  site: Site;
  engineId: string;
  language: Language;
  saved: FeaturedProducts;
  cards: FeaturedProductCards;
}

function FeaturedProductsForm({ site, engineId, language, saved, cards }: FormProps) {
  const { t } = useTranslation('featured-products');
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const save = useSaveFeaturedProducts(site.uuid);
  const { control, handleSubmit, reset, formState } = useForm<FeaturedProductsFormValues>({
    resolver: zodResolver(featuredProductsFormSchema),
    defaultValues: formValues(saved, cards),
  });
  const type = useWatch({ control, name: 'type' });
  const products = useController({ control, name: 'products' });
  const list = products.field.value;
  const error = products.fieldState.error?.message;
  const saveBar = useRevealAboveSaveBar();
  const canWrite = useCanWrite();

  const setList = (next: PickedProduct[]) => products.field.onChange(next);
  const onSubmit = handleSubmit((draft) =>
    save.mutateAsync(toFeaturedProducts(draft)).then(
      (stored) => {
        reset({ type: stored.type, products: stored.type === 'recommended' ? draft.products : [] });
        alerts.push({ type: 'success', message: t('saved') });
      },
      (failure: unknown) =>
        alerts.push({ type: 'error', message: `${t('saveFailed')} ${errorMessage(failure)}` }),
    ),
  );

  return (
    <form
      noValidate
      aria-label={t('formLabel')}
      onSubmit={(event) => void onSubmit(event)}
      onFocus={saveBar.reveal}
      className="space-y-6"
    >
      <LeavePrompt when={canWrite && formState.isDirty} message={t('leave')} />
      {!canWrite && <ReadOnlyNotice />}
      {/* READ-only (spec 2 §6): the featured products show, nothing can be changed or saved. */}
      <fieldset disabled={!canWrite} className="min-w-0 space-y-6">
        <Section title={t('type.title')}>
          <RadioGroupField
            control={control}
            name="type"
            legend={t('type.legend')}
            columns={2}
            options={[
              { value: 'popular', label: t('type.popular'), description: t('type.popularHint') },
              {
                value: 'recommended',
                label: t('type.recommended'),
                description: t('type.recommendedHint', {
                  min: FEATURED_PRODUCTS.min,
                  max: FEATURED_PRODUCTS.max,
                }),
              },
            ]}
          />
        </Section>
        {type === 'popular' ? (
          <Section title={t('popular.title')}>
            <PopularProducts engineId={engineId} timeZone={site.timeZone} />
          </Section>
        ) : (
          <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-2">
            <Section title={t('picked.title')}>
              <p className="text-sm text-slate-600" role="status">
                {t('picked.count', {
                  count: list.length,
                  min: FEATURED_PRODUCTS.min,
                  max: FEATURED_PRODUCTS.max,
                })}
              </p>
              {list.length === 0 ? (
                <EmptyState
                  title={t('empty.title')}
                  example={<p className="text-sm italic">{t('empty.example')}</p>}
                >
                  {t('empty.body', { min: FEATURED_PRODUCTS.min, max: FEATURED_PRODUCTS.max })}
                </EmptyState>
              ) : (
                <SortableProducts products={list} onChange={setList} />
              )}
              {error && (
                <p role="alert" className="text-sm font-medium text-rose-600">
                  {t(`errors.${error}`, { min: FEATURED_PRODUCTS.min, max: FEATURED_PRODUCTS.max })}
                </p>
              )}
              <p className="text-xs text-slate-500">{t('picked.keyboard')}</p>
            </Section>
            {canWrite && (
              <Section title={t('picker.title')}>
                <ProductPicker
                  siteId={site.uuid}
                  language={language}
                  picked={new Set(list.map((product) => product.id))}
                  onAdd={(product) =>
                    setList([
                      ...list,
                      { id: product.id, name: product.name, image: product.image, inCatalogue: true },
                    ])
                  }
                />
              </Section>
            )}
          </div>
        )}
      </fieldset>
      <SaveBar
        ref={saveBar.bar}
        dirty={formState.isDirty}
        saving={save.isPending}
        onDiscard={() => reset()}
        labels={{ discard: t('discard'), save: t('save'), saving: t('saving') }}
      />
    </form>
  );
}

function FeaturedProductsScreen({ site, engineId, language }: Omit<FormProps, 'saved' | 'cards'>) {
  const { t } = useTranslation('featured-products');
  const saved = useFeaturedProducts(site.uuid);
  const cards = useFeaturedProductCards(site.uuid, language);
  if (!saved.isSuccess) return <QueryFallback query={saved} t={t} />;
  if (!cards.isSuccess) return <QueryFallback query={cards} t={t} />;
  return (
    <FeaturedProductsForm
      site={site}
      engineId={engineId}
      language={language}
      saved={saved.data}
      cards={cards.data}
    />
  );
}

/**
 * /featured-products (spec 1 §3, §9): what the search layer shows before a shopper types: the
 * popular products of the last 30 days, or 4 to 12 products the merchant picks and orders.
 */
export function Component() {
  const { t } = useTranslation('featured-products');
  const { site, engine } = useSelection();
  if (!site) return null;
  const chosen = engine ?? site.engines[0];
  const language =
    [chosen?.language, ...site.engines.map((each) => each.language)].find(isLanguage) ?? FALLBACK_LANGUAGE;
  return (
    <Page
      title={t('title')}
      description={t('intro')}
      actions={
        <>
          <HistoryLink kind="featuredProducts" />
          <StorefrontLink site={site} />
        </>
      }
    >
      {chosen ? (
        <FeaturedProductsScreen key={site.uuid} site={site} engineId={chosen.uuid} language={language} />
      ) : (
        <p className="text-sm text-slate-600">{t('noEngine')}</p>
      )}
    </Page>
  );
}
