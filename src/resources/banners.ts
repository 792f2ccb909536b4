/**
 * Banners (`/admin/banner-mgt/banner-management`) and offers (`/admin/banner-mgt/offers-promotion`)
 * of the mobile app, each with an image uploaded as the `file` part of a multipart request whose
 * `data` part carries the record's fields as JSON.
 */
import {
  createBanner,
  createOffer,
  getListBannersQueryKey,
  getListBannersQueryOptions,
  getListOfferOptionsQueryOptions,
  getListOffersQueryKey,
  getListOffersQueryOptions,
  updateBanner,
  updateOffer,
} from '../../generated/hooks/banners/banners';
import { getGetConfigsQueryOptions } from '../../generated/hooks/configs/configs';
import type { Banner, BannerInput, ListBannersResponse, ListOffersResponse, Offer, OfferInput, StatusId } from '../../generated/hey-api/types.gen';
import { pageOf } from '../api/envelope';
import { optionsFrom } from '../components/crud/sources';
import { STATUS_OPTIONS } from '../components/crud/status';
import type { ResourceDefinition } from '../components/crud/types';
import { notInPast } from '../components/crud/rules';
import { contractSchemas, listParams } from './shared';

/** A banner or offer added today does not expire in the past (an existing one keeps its date). */
export const expiryNotPast = notInPast('expiryNotPast', 'expDate');

/** Image types the app can show (the contract's file parts take PNG or JPEG). */
const IMAGE_TYPES = 'image/png,image/jpeg';

/** The generated zod schemas and the image field, loaded with the forms. */
const schemas = () => Promise.all([contractSchemas(), import('./image-file')]);

/** A banner form's values: the banner's fields, the image chosen (if any) and the current image's URL (for the preview). */
export type BannerForm = BannerInput & { file?: File; imageUrl?: string };
/** An offer form's values: the offer's fields, the image chosen (if any) and the current image's URL (for the preview). */
export type OfferForm = OfferInput & { file?: File; imageUrl?: string | null };

/**
 * The JSON `data` part of a banner upload: the banner's fields only, the offer sent as null when
 * none is chosen (so an edit can unlink it).
 */
export function bannerData({ name, category, priority, expDate, status, offerId }: BannerForm): string {
  return JSON.stringify({ name, category, priority, expDate, status, offerId: offerId ?? null } satisfies BannerInput);
}

/** The offer's fields, without the image and its preview URL: the JSON body of an add, the `data` part of an edit. */
export function offerInput({ name, description, type, sequence, expDate, status, isflashOffer }: OfferForm): OfferInput {
  return { name, ...(description ? { description } : {}), type, sequence, expDate, status, isflashOffer };
}

/** A status filter's value as a status id, or nothing when it is not one. */
function statusOf(value: string | undefined): { status: StatusId } | Record<string, never> {
  const id = Number(value);
  return id === 1 || id === 2 || id === 3 ? { status: id } : {};
}

/** Where the app shows a banner (`GET /configs?type=bannerCategories`), by code. */
const bannerCategories = optionsFrom(getGetConfigsQueryOptions({ type: ['bannerCategories'] }), (raw) =>
  (raw.data.bannerCategories ?? []).map((category) => ({ value: category.code, label: category.description })),
);

/** The offer types (`GET /configs?type=offerTypes`), by id. */
const offerTypes = optionsFrom(getGetConfigsQueryOptions({ type: ['offerTypes'] }), (raw) =>
  (raw.data.offerTypes ?? []).map((type) => ({ value: String(type.id), label: type.description })),
);

/** The offers a banner can open, labelled by name. */
export const offerChoices = optionsFrom(getListOfferOptionsQueryOptions(), (raw) => raw.data.map((offer) => ({ value: String(offer.id), label: offer.name })));

export const bannersResource: ResourceDefinition<Banner, BannerForm, ListBannersResponse> = {
  id: 'banners',
  title: 'Banners',
  singular: 'Banner',
  rowKey: (banner) => String(banner.id),
  describe: (banner) => banner.name,
  list: {
    query: (search) => getListBannersQueryOptions(listParams(search)),
    select: pageOf,
    invalidates: getListBannersQueryKey(),
  },
  columns: [
    { key: 'imageUrl', header: 'Image', format: 'image' },
    { key: 'name', header: 'Name', sortable: true, title: true },
    { key: 'category', header: 'Category', sortable: true, labels: bannerCategories },
    { key: 'priority', header: 'Priority', sortable: true },
    { key: 'offerId', header: 'Offer', labels: offerChoices },
    { key: 'expDate', header: 'Expires', format: 'date', sortable: true },
    { key: 'status', header: 'Status', format: 'status' },
    { key: 'updatedAt', header: 'Last Updated', format: 'datetime', sortable: true },
  ],
  form: {
    schema: () => schemas().then(([m, images]) => m.zBannerInput.extend({ file: images.imageFile(IMAGE_TYPES) })),
    editSchema: () => schemas().then(([m, images]) => m.zBannerInput.extend({ file: images.imageFile(IMAGE_TYPES).optional() })),
    fields: [
      { name: 'name' },
      { name: 'category', optionsFrom: bannerCategories, description: 'Where the app shows the banner' },
      { name: 'priority', description: '1 to 999; lower shows first within the category' },
      { name: 'expDate', label: 'Expiry Date', description: 'Last day the banner is shown' },
      { name: 'status', options: STATUS_OPTIONS },
      { name: 'offerId', optionsFrom: offerChoices, description: 'The offer the banner opens, if any' },
      { name: 'file', label: 'Image', widget: 'file', accept: IMAGE_TYPES, previewOf: 'imageUrl', description: 'PNG or JPEG; on edit, leave empty to keep the current image' },
    ],
    rules: [expiryNotPast],
    empty: { name: '', category: '', expDate: '', status: 1 },
    fromRow: ({ id: _id, createdAt: _c, updatedAt: _u, ...banner }) => banner,
  },
  create: {
    run: ({ file, ...banner }) => (file ? createBanner({ file, data: bannerData(banner) }) : Promise.reject(new Error('Choose the banner image'))),
    notice: 'New Banner added Successfully',
  },
  // The image goes only when a new one was chosen; without it the server keeps the stored one.
  update: {
    run: (row, { file, ...banner }) => updateBanner(row.id, { ...(file ? { file } : {}), data: bannerData(banner) }),
    notice: 'Banner record edited Successfully',
    failure: 'Failed to edit banner',
  },
};

export const offersResource: ResourceDefinition<Offer, OfferForm, ListOffersResponse> = {
  id: 'offers',
  title: 'Offers & Promotions',
  singular: 'Offer',
  rowKey: (offer) => String(offer.id),
  describe: (offer) => offer.name,
  list: {
    query: (search) => getListOffersQueryOptions({ ...listParams(search), ...statusOf(search.filters?.status) }),
    select: pageOf,
    invalidates: getListOffersQueryKey(),
  },
  filters: [{ name: 'status', label: 'Status', widget: 'select', options: STATUS_OPTIONS }],
  columns: [
    { key: 'imageUrl', header: 'Image', format: 'image' },
    { key: 'name', header: 'Name', sortable: true, title: true },
    { key: 'description', header: 'Description', hidden: true },
    { key: 'type', header: 'Type', labels: offerTypes },
    { key: 'sequence', header: 'Sequence', sortable: true },
    { key: 'isflashOffer', header: 'Flash Offer' },
    { key: 'expDate', header: 'Expires', format: 'date', sortable: true },
    { key: 'status', header: 'Status', format: 'status' },
    { key: 'updatedAt', header: 'Last Updated', format: 'datetime', sortable: true },
  ],
  form: {
    schema: () => schemas().then(([m]) => m.zOfferInput),
    // An offer is added without an image (JSON); the image is attached by editing it.
    editSchema: () => schemas().then(([m, images]) => m.zOfferInput.extend({ file: images.imageFile(IMAGE_TYPES).optional() })),
    fields: [
      { name: 'name' },
      { name: 'description', widget: 'textarea', description: 'Up to 500 characters, shown in the app' },
      { name: 'type', optionsFrom: offerTypes },
      { name: 'sequence', description: '1 to 999; the position in the app’s offer list' },
      { name: 'expDate', label: 'Expiry Date', description: 'Last day the offer is valid' },
      { name: 'status', options: STATUS_OPTIONS },
      { name: 'isflashOffer', label: 'Flash offer', description: 'The app shows it as a flash offer' },
      { name: 'file', label: 'Image', widget: 'file', accept: IMAGE_TYPES, previewOf: 'imageUrl', onlyOn: 'edit', description: 'PNG or JPEG; leave empty to keep the current image' },
    ],
    rules: [expiryNotPast],
    empty: { name: '', description: '', expDate: '', status: 1, isflashOffer: false },
    fromRow: ({ id: _id, createdAt: _c, updatedAt: _u, ...offer }) => offer,
  },
  create: { run: (offer) => createOffer(offerInput(offer)), notice: 'New Offer added Successfully' },
  update: {
    run: (row, { file, ...offer }) => updateOffer(row.id, { ...(file ? { file } : {}), data: JSON.stringify(offerInput(offer)) }),
    notice: 'Offer record edited Successfully',
    failure: 'Failed to edit offer',
  },
};
