import type { CompanyPage4 } from '../../../api/types';
import type { ProgressRule } from '../../flow/facts';
import { recordFormStep } from '../../internal/DraftedStep';
import type {
  Onboarding,
  OnboardingStep,
  RecordStep,
  RecordTarget,
  StepContext,
} from '../../internal/shell';
import { ABOUT_US_FIELDS, AboutUsStep, type AboutUsValues } from './AboutUsStep';

/** The body: the text and the image's stored address (uploaded first), or null for none. */
export function page4Payload(values: AboutUsValues, imageUrl: string | null): CompanyPage4 {
  return { ...ABOUT_US_FIELDS.toWire(values), about_us_image_url: imageUrl };
}

/** About Us's starting values: the store's about us, or a seller's own. */
export function aboutUsFromRecord(record: Partial<CompanyPage4>): Partial<AboutUsValues> {
  return ABOUT_US_FIELDS.fromWire(record);
}

/**
 * About Us's save, to `target`; a chosen image is uploaded first as `image` (the store's about-us
 * image, or a seller's own: one of the store's shop images, which sellers may upload).
 */
export function aboutUsRecord<R extends Partial<CompanyPage4>>(
  target: RecordTarget,
  image: 'about-us' | 'banner',
): RecordStep<AboutUsValues, R> {
  return {
    id: 'aboutUs',
    target,
    fromRecord: aboutUsFromRecord,
    toPayload: async (values, tools) =>
      page4Payload(
        values,
        await tools.upload(values.image, { kind: image, company_po_id: tools.companyId }),
      ),
    success: 'wizard.success.aboutUs',
  };
}

/** About Us in a flow: `recordOf` gives the record it prefills from once saved. */
export function aboutUsStep<O extends Onboarding, R extends Partial<CompanyPage4>>(
  rule: ProgressRule,
  record: RecordStep<AboutUsValues, R>,
  recordOf: (context: StepContext<O>) => R | null,
): OnboardingStep<O> {
  return recordFormStep(rule, record, recordOf, (props) => <AboutUsStep {...props} />);
}
