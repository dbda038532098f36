import { styled } from 'styled-components';
import type { CompanyRecord, Id, Product, Seller } from 'storefront-onboarding/api';
import { Alert, Card } from 'storefront-onboarding/components';
import {
  COMPANY_PROGRESS,
  summarizeOnboarding,
  useCompanyRecord,
  useOnboardingFacts,
  useProductList,
  useSellerList,
} from 'storefront-onboarding/wizards';
import { RouterLink } from '../RouterLink';
import {
  DataCard,
  Empty,
  FactList,
  ForStore,
  LinkList,
  type Fact,
  type Loadable,
  PATHS,
  Page,
  RichTextView,
  TwoColumns,
  imageSrc,
  joinAddress,
  usePagesTranslation,
  value,
} from './data/parts';
import { Billing, Counts } from './data/sections';

const Figure = styled.figure`
  margin: 0;
  & img {
    max-inline-size: min(100%, 20rem);
    max-block-size: 12rem;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  & > li {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    padding-block-end: ${({ theme }) => theme.space[3]};
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
  }
  & > li:last-child {
    border-block-end: 0;
    padding-block-end: 0;
  }
  & h3 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

const COMPANY_NEXT = [
  [PATHS.catalog, 'demo.nextCompany.catalog'],
  [PATHS.settings, 'demo.nextCompany.settings'],
  [PATHS.sellers, 'demo.nextCompany.sellers'],
  [PATHS.overview, 'demo.nextCompany.overview'],
] as const;

const SELLER_NEXT = [
  [PATHS.products, 'demo.nextSeller.products'],
  [PATHS.sellers, 'demo.nextSeller.profile'],
  [PATHS.overview, 'demo.nextSeller.overview'],
] as const;

const Names = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[4]};
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * /dashboard/demo, where both wizards end (docs/behaviour.md, "The product"): what every step saved, read
 * back from the server, the About Us and Terms rich text shown sanitized, and what to do next.
 */
export function DashboardDemoPage() {
  return (
    <ForStore
      render={(user, companyId) =>
        user.kind === 'seller' ? (
          <SellerSummary companyId={companyId} />
        ) : (
          <CompanySummary companyId={companyId} />
        )
      }
    />
  );
}

/**
 * The page's opening card: its heading says what is true (set up, or not yet), and an unfinished
 * onboarding offers to continue it.
 */
function Intro({
  titles,
  finished,
  resume,
}: {
  titles: { done: string; unfinished: string };
  finished: boolean;
  resume: string;
}) {
  const { t } = usePagesTranslation();
  return (
    <Card title={finished ? titles.done : titles.unfinished}>
      {finished ? (
        <p>{t('demo.intro')}</p>
      ) : (
        <Alert tone="info">
          <p>{t('demo.unfinished')}</p>
          <RouterLink href={resume}>{t('demo.resume')}</RouterLink>
        </Alert>
      )}
    </Card>
  );
}

function CompanySummary({ companyId }: { companyId: Id }) {
  const { t } = usePagesTranslation();
  const company = useCompanyRecord(companyId);
  const sellers = useSellerList(companyId);
  // Counted with the wizard's rules, from the admin's facts (as the onboarding card counts).
  const facts = useOnboardingFacts().data;
  const finished = facts ? summarizeOnboarding(COMPANY_PROGRESS, facts).complete : true;
  return (
    <Page>
      <Intro
        titles={{ done: t('demo.title'), unfinished: t('demo.titleUnfinished') }}
        finished={finished}
        resume={PATHS.companyWizard}
      />
      <TwoColumns>
        <DataCard title={t('demo.profile')} query={company} lines={8}>
          {(data) => <CompanyInformation record={data} />}
        </DataCard>
        <DataCard title={t('demo.billing')} query={company} lines={3}>
          {(data) => <Billing record={data} />}
        </DataCard>
      </TwoColumns>
      <StoreTexts company={company} />
      <TwoColumns>
        <Counts companyId={companyId} />
        <DataCard title={t('demo.sellers')} query={sellers} lines={3}>
          {(rows) => <SellerNames sellers={rows} />}
        </DataCard>
      </TwoColumns>
      <Card title={t('demo.next')}>
        <LinkList links={COMPANY_NEXT} />
      </Card>
    </Page>
  );
}

function CompanyInformation({ record }: { record: CompanyRecord }) {
  const { t } = usePagesTranslation();
  const none = t('common.none');
  const logo = imageSrc(record.logo_upload);
  const name = value(record.business_name, none);
  const facts: Fact[] = [
    ['fields.businessName', record.business_name],
    ['fields.legalName', record.legal_name],
    ['fields.registration', record.registration_number],
    ['fields.registrationDate', record.registration_date],
    ['fields.pan', record.pan_number],
    ['fields.phone', record.phone],
    ['fields.officeEmail', record.office_email],
    ['fields.accountsEmail', record.accounts_email],
    ['fields.enquiryEmail', record.enquiry_email],
    ['fields.web', record.web_url],
    ['fields.passwordRenewal', record.password_renewal_days],
    ['fields.monthlyMinimum', record.monthly_purchase_minimum],
    ['fields.maximumProducts', record.maximum_products],
  ];
  return (
    <>
      {logo ? (
        <Figure>
          <img src={logo} alt={t('overview.logoAlt', { name })} />
        </Figure>
      ) : null}
      <FactList facts={facts} />
    </>
  );
}

/** The store's About Us (with its image) and Terms, rich text shown sanitized. */
function StoreTexts({ company }: { company: Loadable<CompanyRecord> }) {
  const { t } = usePagesTranslation();
  return (
    <>
      <DataCard title={t('demo.aboutUs')} query={company} lines={4}>
        {(data) => <AboutUs record={data} />}
      </DataCard>
      <DataCard title={t('demo.terms')} query={company} lines={4}>
        {(data) => <RichTextView html={data.terms_conditions} empty={t('demo.noText')} />}
      </DataCard>
    </>
  );
}

function AboutUs({ record }: { record: CompanyRecord }) {
  const { t } = usePagesTranslation();
  const image = imageSrc(record.about_us_image_url);
  return (
    <>
      <RichTextView html={record.about_us_text} empty={t('demo.noText')} />
      {image ? (
        <Figure>
          <img src={image} alt={t('demo.aboutUsImage')} />
        </Figure>
      ) : null}
    </>
  );
}

function SellerNames({ sellers }: { sellers: Seller[] }) {
  const { t } = usePagesTranslation();
  if (sellers.length === 0) {
    return <Empty title={t('demo.noSellers')} />;
  }
  return (
    <>
      <Names>
        {sellers.map((seller) => (
          <li key={seller.seller_id}>{seller.seller_business_name}</li>
        ))}
      </Names>
      <RouterLink href={PATHS.sellers}>{t('demo.nextCompany.sellers')}</RouterLink>
    </>
  );
}

function SellerSummary({ companyId }: { companyId: Id }) {
  const { t } = usePagesTranslation();
  const sellers = useSellerList(companyId);
  const products = useProductList(companyId);
  const company = useCompanyRecord(companyId);
  const own = sellers.data?.[0];
  // The seller wizard ends by saving the seller's details (docs/behaviour.md, "States and transitions", step 12): a PAN
  // on record (a required field of that step) says it did.
  const finished = sellers.data ? Boolean(own?.seller_pan_number) : true;
  return (
    <Page>
      <Intro
        titles={{ done: t('demo.titleSeller'), unfinished: t('demo.titleSellerUnfinished') }}
        finished={finished}
        resume={PATHS.sellerWizard}
      />
      <DataCard title={t('demo.products')} query={products} lines={5}>
        {(rows) => <ProductList products={rows} />}
      </DataCard>
      <DataCard title={t('demo.seller')} query={sellers} lines={8}>
        {(rows) => (rows[0] ? <SellerDetails seller={rows[0]} /> : <p>{t('common.none')}</p>)}
      </DataCard>
      <TwoColumns>
        <StoreTexts company={company} />
      </TwoColumns>
      <Card title={t('demo.next')}>
        <LinkList links={SELLER_NEXT} />
      </Card>
    </Page>
  );
}

function ProductList({ products }: { products: Product[] }) {
  const { t } = usePagesTranslation();
  const none = t('common.none');
  if (products.length === 0) {
    return (
      <Empty
        title={t('demo.noProducts')}
        action={<RouterLink href={PATHS.sellerWizard}>{t('products.addFirst')}</RouterLink>}
      />
    );
  }
  return (
    <Items>
      {products.map((product) => {
        const image = imageSrc(product.summary_image_url);
        return (
          <li key={product.prod_id}>
            <h3>{product.prod_name}</h3>
            <FactList
              facts={[
                ['products.columns.brand', product.prod_brand],
                ['products.columns.model', product.prod_model],
                [
                  'products.columns.variants',
                  product.prod_varient_enabled
                    ? value(product.prod_varient_header, t('common.yes'))
                    : t('demo.noVariants'),
                ],
                [
                  'demo.taxesLabel',
                  product.igst === null
                    ? null
                    : t('demo.taxes', {
                        cgst: product.cgst ?? 0,
                        sgst: product.sgst ?? 0,
                        igst: product.igst,
                      }),
                ],
              ]}
            />
            <RichTextView html={product.prod_description} empty={none} />
            {image ? (
              <Figure>
                <img src={image} alt={t('demo.productImageAlt', { name: product.prod_name })} />
              </Figure>
            ) : null}
          </li>
        );
      })}
    </Items>
  );
}

function SellerDetails({ seller }: { seller: Seller }) {
  const facts: Fact[] = [
    ['fields.businessName', seller.seller_business_name],
    ['fields.legalName', seller.seller_legal_name],
    ['fields.registration', seller.seller_registration_number],
    ['fields.pan', seller.seller_pan_number],
    ['fields.tan', seller.seller_tan_number],
    ['fields.gstin', seller.seller_gstin_number],
    ['fields.commission', seller.seller_comm_percentage],
    ['fields.maximumProducts', seller.seller_maximum_products],
    ['fields.phone', seller.seller_phone],
    ['fields.officeEmail', seller.seller_office_email],
    [
      'fields.address',
      joinAddress([
        seller.seller_addressline1,
        seller.seller_addressline2,
        seller.seller_street_no,
        seller.seller_street_name,
        seller.seller_area_name,
        seller.seller_region_name,
        seller.seller_zip,
        seller.seller_statelong ?? seller.seller_stateshort,
        seller.seller_country,
      ]),
    ],
    [
      'fields.admin',
      [seller.seller_admin_first_name, seller.seller_admin_last_name].filter(Boolean).join(' '),
    ],
    ['fields.adminEmail', seller.seller_admin_email],
  ];
  return <FactList facts={facts} />;
}
