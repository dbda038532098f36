import { styled } from 'styled-components';
import type {
  Banner,
  Collection,
  Level1Category,
  Level2Category,
  Level3Category,
} from '../../../api/types';
import { useWizardTranslation } from '../../internal/strings';
import { CatalogTable, type CatalogTableProps } from '../internal/CatalogTable';
import { ImageOrFallback } from '../../../components/common/ImageOrFallback';

export type Level1TableProps = CatalogTableProps<Level1Category>;
export type Level2TableProps = CatalogTableProps<Level2Category>;
export type Level3TableProps = CatalogTableProps<Level3Category>;
export type CollectionTableProps = CatalogTableProps<Collection>;

/** Level 1 categories (docs/behaviour.md, "Screens and routes" step 6): Category, Description. */
export function Level1Table({ title, ...props }: Level1TableProps) {
  const { t } = useWizardTranslation();
  return (
    <CatalogTable
      {...props}
      title={title ?? t('catalog.level1.table')}
      empty={{ title: t('catalog.level1.empty'), action: t('catalog.level1.addFirst') }}
      keyField="level1_id"
      columns={[
        {
          id: 'name',
          name: t('catalog.level1.name'),
          selector: (r) => r.level1_name,
          sortable: true,
        },
        {
          id: 'description',
          name: t('catalog.level1.description'),
          selector: (r) => r.description,
          wrap: true,
        },
      ]}
    />
  );
}

/** Level 2 categories (step 7): Level1 Category, Level2 Category. */
export function Level2Table({ title, ...props }: Level2TableProps) {
  const { t } = useWizardTranslation();
  return (
    <CatalogTable
      {...props}
      title={title ?? t('catalog.level2.table')}
      empty={{ title: t('catalog.level2.empty'), action: t('catalog.level2.addFirst') }}
      keyField="level2_id"
      columns={[
        {
          id: 'level1',
          name: t('catalog.level2.level1'),
          selector: (r) => r.level1_name,
          sortable: true,
        },
        {
          id: 'name',
          name: t('catalog.level2.name'),
          selector: (r) => r.level2_name,
          sortable: true,
        },
      ]}
    />
  );
}

/** Level 3 categories (step 8): the three level names. */
export function Level3Table({ title, ...props }: Level3TableProps) {
  const { t } = useWizardTranslation();
  return (
    <CatalogTable
      {...props}
      title={title ?? t('catalog.level3.table')}
      empty={{ title: t('catalog.level3.empty'), action: t('catalog.level3.addFirst') }}
      keyField="level3_id"
      columns={[
        {
          id: 'level1',
          name: t('catalog.level3.level1'),
          selector: (r) => r.level1_name,
          sortable: true,
        },
        {
          id: 'level2',
          name: t('catalog.level3.level2'),
          selector: (r) => r.level2_name,
          sortable: true,
        },
        {
          id: 'name',
          name: t('catalog.level3.name'),
          selector: (r) => r.level3_name,
          sortable: true,
        },
      ]}
    />
  );
}

/** 48 px tall, as wide as a banner's shape allows: the picture cropped, never stretched. */
const Thumbnail = styled(ImageOrFallback)`
  display: block;
  flex: none;
  block-size: 3rem;
  inline-size: 6rem;
  margin-block: ${({ theme }) => theme.space[1]};
  object-fit: cover;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.surfaceSunken};
`;

/** Whether a stored `banner_url` is an address an `<img>` can load (not a bare object key). */
const isAddress = (url: string) => /^(https?:|blob:|data:image\/|\/)/i.test(url);

export interface BannerTableProps extends CatalogTableProps<Banner> {
  /**
   * Turns a stored `banner_url` that is an object key ('12/3f9c.webp') into an address the
   * browser can load (the host's storage URL). Without it, a key shows the placeholder with the
   * banner's name, never the key itself.
   */
  imageUrl?: (bannerUrl: string) => string | null;
}

/** Banners (step 9): Banner Slogan, Banner Button Text and the banner image. */
export function BannerTable({ title, imageUrl, ...props }: BannerTableProps) {
  const { t } = useWizardTranslation();
  return (
    <CatalogTable
      {...props}
      title={title ?? t('catalog.banner.table')}
      empty={{ title: t('catalog.banner.empty'), action: t('catalog.banner.addFirst') }}
      keyField="banner_id"
      columns={[
        {
          id: 'slogan',
          name: t('catalog.banner.slogan'),
          selector: (r) => r.banner_slogan,
          sortable: true,
          wrap: true,
        },
        {
          id: 'button',
          name: t('catalog.banner.buttonText'),
          selector: (r) => r.banner_button_text,
        },
        {
          id: 'image',
          name: t('catalog.banner.column'),
          searchable: false,
          // A key the host does not turn into an address, or an image that fails, is the
          // placeholder with the banner's name: never the raw key, never a broken image.
          cell: (r) => {
            const src = isAddress(r.banner_url) ? r.banner_url : imageUrl?.(r.banner_url);
            const alt = t('catalog.banner.imageAlt', { slogan: r.banner_slogan });
            return src ? (
              <Thumbnail src={src} alt={alt} loading="lazy" />
            ) : (
              <Thumbnail alt={alt} missing />
            );
          },
        },
      ]}
    />
  );
}

/** Collections (step 10): Collection Name, Collection Enable Select, Collection Enable Display. */
export function CollectionTable({ title, ...props }: CollectionTableProps) {
  const { t } = useWizardTranslation();
  const yesNo = (flag: boolean) => (flag ? t('catalog.yes') : t('catalog.no'));
  return (
    <CatalogTable
      {...props}
      title={title ?? t('catalog.collection.table')}
      empty={{ title: t('catalog.collection.empty'), action: t('catalog.collection.addFirst') }}
      keyField="collection_id"
      columns={[
        {
          id: 'name',
          name: t('catalog.collection.name'),
          selector: (r) => r.collection_name,
          sortable: true,
        },
        {
          id: 'select',
          name: t('catalog.collection.enableSelect'),
          selector: (r) => yesNo(r.collection_enable_select),
        },
        {
          id: 'display',
          name: t('catalog.collection.enableDisplay'),
          selector: (r) => yesNo(r.collection_enable_display),
        },
      ]}
    />
  );
}
