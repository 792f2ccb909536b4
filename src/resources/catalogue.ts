/**
 * The catalogue of config management: customer segments, products, promotion categories,
 * promotions, message templates, terms and conditions, and the tenant's password policy.
 */
import { getListBankChannelsQueryOptions } from '../../generated/hooks/banks/banks';
import { getGetConfigsQueryOptions } from '../../generated/hooks/configs/configs';
import { getListMerchantsQueryOptions } from '../../generated/hooks/merchants/merchants';
import {
  createProduct,
  createPromotion,
  createPromotionCategory,
  createSegment,
  createTemplate,
  createTerms,
  deleteProduct,
  deletePromotion,
  deletePromotionCategory,
  deleteSegment,
  deleteTemplate,
  deleteTerms,
  getGetNextTermsVersionQueryOptions,
  getGetPasswordPolicyQueryOptions,
  getGetTemplateConfigQueryOptions,
  getListProductCategoriesQueryOptions,
  getListProductsQueryKey,
  getListProductsQueryOptions,
  getListPromotionCategoriesQueryKey,
  getListPromotionCategoriesQueryOptions,
  getListPromotionsQueryKey,
  getListPromotionsQueryOptions,
  getListSegmentsQueryKey,
  getListSegmentsQueryOptions,
  getListTemplatesQueryKey,
  getListTemplatesQueryOptions,
  getListTemplateTypesQueryOptions,
  getListTermsQueryKey,
  getListTermsQueryOptions,
  updatePasswordPolicy,
  updateProduct,
  updatePromotion,
  updatePromotionCategory,
  updateSegment,
  updateTemplate,
  updateTerms,
} from '../../generated/hooks/other-config/other-config';
import type {
  ListProductsResponse,
  ListPromotionCategoriesResponse,
  ListPromotionsResponse,
  ListSegmentsResponse,
  ListTemplatesResponse,
  ListTermsResponse,
  MessageTemplate,
  MessageTemplateInput,
  Product,
  ProductInput,
  Promotion,
  PromotionCategory,
  PromotionCategoryInput,
  PromotionInput,
  Segment,
  SegmentInput,
  TermsAndConditions,
  TermsAndConditionsInput,
} from '../../generated/hey-api/types.gen';
import { pageOf } from '../api/envelope';
import { labelOf, optionsFrom, valueFrom } from '../components/crud/sources';
import { STATUS_OPTIONS } from '../components/crud/status';
import type { Option, ResourceDefinition } from '../components/crud/types';
import { passwordPolicyFrom } from '../components/settings/password-policy-source';
import { formatAmount } from '../lib/format';
import { endNotBeforeStart } from '../components/crud/rules';
import { ALL_ROWS, contractSchemas, paging, withSearch } from './shared';

/** A filter's value from the URL, as a positive number (anything else is no filter). */
const idFilter = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};
const CODE_HINT = '2 to 20 capital letters, digits or underscores, starting with a letter';

// ---------------------------------------------------------------- option sources

const productCategories = optionsFrom(getListProductCategoriesQueryOptions(), (raw) => raw.data);
const promotionCategories = optionsFrom(getListPromotionCategoriesQueryOptions(ALL_ROWS), (raw) =>
  raw.data.data.map((category) => ({ value: category.catCode, label: category.description })),
);
const merchants = optionsFrom(getListMerchantsQueryOptions(ALL_ROWS), (raw) => raw.data.data.map((merchant) => ({ value: merchant.mid, label: `${merchant.name} (${merchant.mid})` })));
const templateTypes = optionsFrom(getListTemplateTypesQueryOptions(), (raw) => raw.data);
const templateChannels = optionsFrom(getGetTemplateConfigQueryOptions(), (raw) => raw.data.channels);
const templatePlaceholders = valueFrom(
  getGetTemplateConfigQueryOptions(),
  (raw) => `Placeholders: ${raw.data.placeholders.map((placeholder) => `{{${placeholder.name}}} ${placeholder.description.charAt(0).toLowerCase()}${placeholder.description.slice(1)}`).join('; ')}.`,
);
const bankChannels = optionsFrom(getListBankChannelsQueryOptions(), (raw) => raw.data.map((channel) => ({ value: String(channel.id), label: channel.description })));
const termsCategories = optionsFrom(getGetConfigsQueryOptions({ type: ['tcCategories'] }), (raw) =>
  (raw.data.tcCategories ?? []).map((category) => ({ value: String(category.id), label: category.description })),
);

/** Languages of customer-facing text (`ContentLanguage`). */
const LANGUAGES: Option[] = [
  { value: 'en', label: 'English' },
  { value: 'si', label: 'Sinhala' },
  { value: 'ta', label: 'Tamil' },
];
const DISCOUNT_TYPES: Option[] = [
  { value: 'FLAT', label: 'Flat amount (LKR)' },
  { value: 'PERCENTAGE', label: 'Percentage of the bill' },
];

// ---------------------------------------------------------------- customer segments

export const segmentsResource: ResourceDefinition<Segment, SegmentInput, ListSegmentsResponse> = {
  id: 'segments',
  title: 'Customer Segments',
  singular: 'Segment',
  rowKey: (segment) => segment.code,
  describe: (segment) => `${segment.description} (${segment.code})`,
  list: {
    query: (search) => getListSegmentsQueryOptions(withSearch(search)),
    select: pageOf,
    invalidates: getListSegmentsQueryKey(),
  },
  columns: [
    { key: 'code', header: 'Code' },
    { key: 'description', header: 'Description', title: true },
    { key: 'statusId', header: 'Status', format: 'status' },
    { key: 'createdAt', header: 'Created', format: 'datetime', hidden: true },
    { key: 'updatedAt', header: 'Last Updated', format: 'datetime' },
  ],
  form: {
    schema: () => contractSchemas().then((m) => m.zSegmentInput),
    fields: [
      { name: 'code', label: 'Segment Code', readOnlyOnEdit: true, description: CODE_HINT },
      { name: 'description' },
      { name: 'statusId', options: STATUS_OPTIONS },
    ],
    empty: { code: '', description: '', statusId: 1 },
    fromRow: ({ createdAt: _c, updatedAt: _u, ...input }) => input,
  },
  create: { run: (input) => createSegment(input), notice: 'New Segment added Successfully' },
  update: { run: (segment, input) => updateSegment(segment.code, input), notice: 'Segment edited Successfully' },
  remove: { run: (segment) => deleteSegment(segment.code) },
};

// ---------------------------------------------------------------- products

export const productsResource: ResourceDefinition<Product, ProductInput, ListProductsResponse> = {
  id: 'products',
  title: 'Products',
  singular: 'Product',
  rowKey: (product) => product.prodTypeCode,
  describe: (product) => `${product.description} (${product.prodTypeCode})`,
  list: {
    query: (search) => getListProductsQueryOptions(withSearch(search)),
    select: pageOf,
    invalidates: getListProductsQueryKey(),
  },
  columns: [
    { key: 'prodTypeCode', header: 'Product Code' },
    { key: 'description', header: 'Description', title: true },
    { key: 'categories', header: 'Categories', labels: productCategories },
    { key: 'currency', header: 'Currency' },
    { key: 'statusId', header: 'Status', format: 'status' },
    { key: 'updatedAt', header: 'Last Updated', format: 'datetime' },
  ],
  form: {
    schema: () => contractSchemas().then((m) => m.zProductInput),
    fields: [
      { name: 'prodTypeCode', readOnlyOnEdit: true, description: 'Capital letters, digits or underscores, starting with a letter, e.g. WALLET_PLUS' },
      { name: 'description' },
      { name: 'categories', optionsFrom: productCategories, description: 'One or more' },
      { name: 'currency', description: 'Three-letter ISO code, e.g. LKR or USD' },
      { name: 'statusId', options: STATUS_OPTIONS },
    ],
    empty: { prodTypeCode: '', description: '', categories: [], currency: 'LKR', statusId: 1 },
    fromRow: ({ createdAt: _c, updatedAt: _u, ...input }) => input,
  },
  create: { run: (input) => createProduct(input), notice: 'New Product added Successfully' },
  update: { run: (product, input) => updateProduct(product.prodTypeCode, input), notice: 'Product edited Successfully' },
  remove: { run: (product) => deleteProduct(product.prodTypeCode) },
};

// ---------------------------------------------------------------- promotion categories

export const promotionCategoriesResource: ResourceDefinition<PromotionCategory, PromotionCategoryInput, ListPromotionCategoriesResponse> = {
  id: 'promotion-categories',
  title: 'Promotion Categories',
  singular: 'Promotion Category',
  rowKey: (category) => category.catCode,
  describe: (category) => `${category.description} (${category.catCode})`,
  list: {
    query: (search) => getListPromotionCategoriesQueryOptions(withSearch(search)),
    select: pageOf,
    invalidates: getListPromotionCategoriesQueryKey(),
  },
  columns: [
    { key: 'catCode', header: 'Category Code' },
    { key: 'description', header: 'Description', title: true },
    { key: 'statusId', header: 'Status', format: 'status' },
    { key: 'updatedAt', header: 'Last Updated', format: 'datetime' },
  ],
  form: {
    schema: () => contractSchemas().then((m) => m.zPromotionCategoryInput),
    fields: [
      { name: 'catCode', readOnlyOnEdit: true, description: CODE_HINT },
      { name: 'description' },
      { name: 'statusId', options: STATUS_OPTIONS },
    ],
    empty: { catCode: '', description: '', statusId: 1 },
    fromRow: ({ createdAt: _c, updatedAt: _u, ...input }) => input,
  },
  create: { run: (input) => createPromotionCategory(input), notice: 'New Promotion Category added Successfully' },
  update: { run: (category, input) => updatePromotionCategory(category.catCode, input), notice: 'Promotion Category edited Successfully' },
  remove: { run: (category) => deletePromotionCategory(category.catCode) },
};

// ---------------------------------------------------------------- promotions

/** A discount as the customer reads it: "LKR 500.00" or "10.00%". */
const discountOf = (promotion: Promotion) =>
  promotion.discountType === 'PERCENTAGE' ? `${promotion.discountValue}%` : `LKR ${formatAmount(promotion.discountValue)}`;


/** A promotion does not end before it starts. */
export const promotionEndsAfterStart = endNotBeforeStart('promotionEndsAfterStart', 'startDate', 'endDate');
export const promotionsResource: ResourceDefinition<Promotion, PromotionInput, ListPromotionsResponse> = {
  id: 'promotions',
  title: 'Promotions',
  singular: 'Promotion',
  rowKey: (promotion) => String(promotion.id),
  describe: (promotion) => `${promotion.title} (${promotion.id})`,
  list: {
    query: (search) => {
      const statusId = idFilter(search.filters?.statusId);
      return getListPromotionsQueryOptions({
        ...withSearch(search),
        ...(search.filters?.catCode ? { catCode: search.filters.catCode } : {}),
        ...(statusId === 1 || statusId === 2 || statusId === 3 ? { statusId } : {}),
      });
    },
    select: pageOf,
    invalidates: getListPromotionsQueryKey(),
  },
  columns: [
    // The title names a promotion; its number folds first.
    { key: 'id', header: 'ID', priority: 3 },
    { key: 'title', header: 'Title', priority: 1 },
    { key: 'catCode', header: 'Category', labels: promotionCategories },
    { key: 'discountValue', header: 'Discount', render: discountOf },
    { key: 'startDate', header: 'Starts', format: 'date' },
    { key: 'endDate', header: 'Ends', format: 'date' },
    { key: 'merchantIds', header: 'Merchants', labels: merchants, empty: 'All merchants' },
    { key: 'statusId', header: 'Status', format: 'status' },
    { key: 'updatedAt', header: 'Last Updated', format: 'datetime', hidden: true },
  ],
  filters: [
    { name: 'catCode', label: 'Category', optionsFrom: promotionCategories },
    { name: 'statusId', label: 'Status', options: STATUS_OPTIONS },
  ],
  form: {
    schema: () => contractSchemas().then((m) => m.zPromotionInput),
    fields: [
      { name: 'title' },
      { name: 'description', widget: 'textarea' },
      { name: 'catCode', optionsFrom: promotionCategories },
      { name: 'discountType', label: 'Discount Type', options: DISCOUNT_TYPES },
      { name: 'discountValue', description: 'With two decimals: LKR off the bill (e.g. 500.00) or percent off (e.g. 10.00)' },
      { name: 'startDate', label: 'Start Date', description: 'First day of the promotion' },
      { name: 'endDate', label: 'End Date', description: 'Last day of the promotion, not before the start date' },
      { name: 'merchantIds', optionsFrom: merchants, description: 'Leave empty for every merchant' },
      { name: 'statusId', options: STATUS_OPTIONS },
    ],
    rules: [promotionEndsAfterStart],
    empty: { title: '', catCode: '', discountType: 'PERCENTAGE', discountValue: '', startDate: '', endDate: '', merchantIds: [], statusId: 1 },
    fromRow: ({ id: _id, createdAt: _c, updatedAt: _u, ...input }) => input,
  },
  create: { run: (input) => createPromotion(input), notice: 'New Promotion added Successfully' },
  update: { run: (promotion, input) => updatePromotion(promotion.id, input), notice: 'Promotion edited Successfully' },
  remove: { run: (promotion) => deletePromotion(promotion.id) },
};

// ---------------------------------------------------------------- message templates

export const templatesResource: ResourceDefinition<MessageTemplate, MessageTemplateInput, ListTemplatesResponse> = {
  id: 'templates',
  title: 'Templates',
  singular: 'Template',
  rowKey: (template) => String(template.id),
  describe: (template) => `${template.templateType} ${template.channel} template in ${labelOf(LANGUAGES, template.language)} (${template.id})`,
  list: {
    query: (search) => {
      const language = search.filters?.language;
      return getListTemplatesQueryOptions({
        ...paging(search),
        ...(search.filters?.templateType ? { templateType: search.filters.templateType } : {}),
        ...(language === 'en' || language === 'si' || language === 'ta' ? { language } : {}),
      });
    },
    select: pageOf,
    invalidates: getListTemplatesQueryKey(),
  },
  searchable: false,
  columns: [
    { key: 'id', header: 'ID' },
    { key: 'templateType', header: 'Type', labels: templateTypes },
    { key: 'channel', header: 'Channel', labels: templateChannels },
    { key: 'language', header: 'Language', render: (template) => labelOf(LANGUAGES, template.language) },
    { key: 'subject', header: 'Subject' },
    { key: 'body', header: 'Message' },
    { key: 'statusId', header: 'Status', format: 'status' },
    { key: 'updatedAt', header: 'Last Updated', format: 'datetime', hidden: true },
  ],
  filters: [
    { name: 'templateType', label: 'Type', optionsFrom: templateTypes },
    { name: 'language', label: 'Language', options: LANGUAGES },
  ],
  form: {
    schema: () => contractSchemas().then((m) => m.zMessageTemplateInput),
    fields: [
      { name: 'templateType', label: 'Template Type', optionsFrom: templateTypes },
      { name: 'channel', optionsFrom: templateChannels },
      { name: 'language', options: LANGUAGES },
      { name: 'subject', description: 'E-mail only; leave empty for SMS and push' },
      { name: 'body', widget: 'textarea', description: 'Write {{name}} where a value goes.', descriptionFrom: templatePlaceholders },
      { name: 'statusId', options: STATUS_OPTIONS },
    ],
    empty: { templateType: '', channel: 'SMS', body: '', language: 'en', statusId: 1 },
    fromRow: ({ id: _id, createdAt: _c, updatedAt: _u, ...input }) => input,
  },
  create: { run: (input) => createTemplate(input), notice: 'New Template added Successfully' },
  update: { run: (template, input) => updateTemplate(template.id, input), notice: 'Template edited Successfully' },
  remove: { run: (template) => deleteTemplate(template.id) },
};

// ---------------------------------------------------------------- terms and conditions

export const termsResource: ResourceDefinition<TermsAndConditions, TermsAndConditionsInput, ListTermsResponse> = {
  id: 'terms',
  title: 'Terms and Conditions',
  singular: 'Terms and Conditions',
  rowKey: (terms) => String(terms.termId),
  describe: (terms) => `${terms.title}, version ${terms.version}`,
  list: {
    query: (search) => {
      const bankChannelId = idFilter(search.filters?.bankChannelId);
      const categoryId = idFilter(search.filters?.categoryId);
      return getListTermsQueryOptions({ ...paging(search), ...(bankChannelId ? { bankChannelId } : {}), ...(categoryId ? { categoryId } : {}) });
    },
    select: pageOf,
    invalidates: getListTermsQueryKey(),
  },
  searchable: false,
  columns: [
    { key: 'termId', header: 'ID' },
    { key: 'bankChannelId', header: 'Channel', labels: bankChannels },
    { key: 'categoryId', header: 'Category', labels: termsCategories },
    { key: 'version', header: 'Version' },
    { key: 'title', header: 'Title' },
    { key: 'effectiveDate', header: 'Effective From', format: 'date' },
    { key: 'statusId', header: 'Status', format: 'status' },
    { key: 'updatedAt', header: 'Last Updated', format: 'datetime' },
  ],
  filters: [
    { name: 'bankChannelId', label: 'Channel', optionsFrom: bankChannels },
    { name: 'categoryId', label: 'Category', optionsFrom: termsCategories },
  ],
  form: {
    schema: () => contractSchemas().then((m) => m.zTermsAndConditionsInput),
    fields: [
      { name: 'bankChannelId', optionsFrom: bankChannels, readOnlyOnEdit: true },
      { name: 'categoryId', optionsFrom: termsCategories, readOnlyOnEdit: true },
      {
        name: 'version',
        readOnlyOnEdit: true,
        placeholder: 'Set from the channel and category',
        description: 'The next version for the chosen channel and category, decided by the server',
        valueFrom: ({ bankChannelId, categoryId }) => {
          const channel = Number(bankChannelId);
          const category = Number(categoryId);
          if (!(channel > 0 && category > 0)) return null;
          return valueFrom(getGetNextTermsVersionQueryOptions(channel, category), (raw) => raw.data.version);
        },
      },
      { name: 'title' },
      { name: 'content', label: 'Content', widget: 'textarea', description: 'The full text the customer reads and accepts' },
      { name: 'effectiveDate', description: 'First day this version applies' },
      { name: 'statusId', options: STATUS_OPTIONS },
    ],
    empty: { version: '', title: '', content: '', effectiveDate: '', statusId: 1 },
    fromRow: ({ termId: _id, createdAt: _c, updatedAt: _u, ...input }) => input,
  },
  create: { run: (input) => createTerms(input), notice: 'New Terms and Conditions added Successfully' },
  update: { run: (terms, input) => updateTerms(terms.termId, input), notice: 'Terms and Conditions edited Successfully' },
  remove: { run: (terms) => deleteTerms(terms.termId) },
};

// ---------------------------------------------------------------- password policy

/** The tenant's password policy: the available and assigned rules, saved as the whole assigned list. */
export const passwordPolicySource = passwordPolicyFrom(
  getGetPasswordPolicyQueryOptions(),
  ({ data }) => ({ available: data.passwordPoliciesAvailable, assigned: data.passwordPoliciesAssigned }),
  {
    save: (assigned) => updatePasswordPolicy(assigned),
    notice: 'Policies Updated Successfully',
    // AssignedPasswordPolicy.value in the contract.
    range: { min: 1, max: 1000 },
  },
);
