import { useRef, useState, type ComponentType } from 'react';
import { useWizardTranslation } from '../../internal/strings';
import { CatalogStepFrame } from '../internal/CatalogStepFrame';
import { useCatalogList } from '../queries';
import {
  BannerCatalog,
  CollectionCatalog,
  Level1Catalog,
  Level2Catalog,
  Level3Catalog,
} from '../sections';
import type { CatalogSectionProps, CatalogStepProps } from '../types';

/**
 * Step 6, Level1 categories (docs/behaviour.md, "Screens and routes" and "States and transitions"): the table with Add New, Back and Next.
 * Next is refused with 'Please Enter Atleast One Level1 Category' while the list is empty.
 *
 * @example
 * <Level1Step companyId={id} onNext={() => go(7)} onBack={() => go(5)}
 *   onCreated={() => api.company.completeStep(6, id)} />
 */
export function Level1Step({ companyId, onNext, onBack, onCreated }: CatalogStepProps) {
  const { t } = useWizardTranslation();
  const list = useCatalogList('level1', companyId);
  const [refused, setRefused] = useState(false);
  // The wizard lets Next past this gate once its facts say a category exists, and they are read
  // again only after the creation is reported (`onCreated`). A Next pressed meanwhile waits for
  // that report: sooner, the wizard would hold the step back on facts read before the create.
  const report = useRef<Promise<void> | null>(null);
  const [nextWaits, setNextWaits] = useState(false);
  const hasOne = (list.data?.length ?? 0) > 0;
  const reportCreated = () => {
    const running = Promise.resolve(onCreated?.()).finally(() => {
      if (report.current === running) report.current = null;
    });
    report.current = running;
    return running;
  };
  const next = async () => {
    // Only a list that loaded can say there is none; a failed one shows its own error and Retry.
    if (!hasOne) {
      if (list.isSuccess) setRefused(true);
      return;
    }
    const pending = report.current;
    if (pending) {
      setNextWaits(true);
      await pending.catch(() => undefined);
      setNextWaits(false);
    }
    onNext();
  };
  return (
    <CatalogStepFrame
      onNext={next}
      onBack={onBack}
      nextBusy={list.isPending || nextWaits}
      refusal={refused && !hasOne ? t('catalog.level1.atLeastOne') : null}
    >
      <Level1Catalog companyId={companyId} onCreated={reportCreated} />
    </CatalogStepFrame>
  );
}

/** A step of one catalog piece with Back and Next, which advances without a check. */
function stepOf(Section: ComponentType<CatalogSectionProps>, name: string) {
  function CatalogStep({ companyId, onNext, onBack, onCreated }: CatalogStepProps) {
    return (
      <CatalogStepFrame onNext={onNext} onBack={onBack}>
        <Section companyId={companyId} onCreated={onCreated} />
      </CatalogStepFrame>
    );
  }
  CatalogStep.displayName = name;
  return CatalogStep;
}

/** Step 7, Level2 categories: the table with 'Level2 Category >> Add New', Back and Next. */
export const Level2Step = stepOf(Level2Catalog, 'Level2Step');

/** Step 8, Level3 categories: the table with 'Level3 Category >> Add New', Back and Next. */
export const Level3Step = stepOf(Level3Catalog, 'Level3Step');

/** Step 9, Banners: the table with the banner modal, Back and Next. */
export const BannersStep = stepOf(BannerCatalog, 'BannersStep');

/** Step 10, Collections: the table with the collection modal, Back and Next. */
export const CollectionsStep = stepOf(CollectionCatalog, 'CollectionsStep');
