/** Local search, tuned to the specification's constants (section 9). */
export const searchOptions = {
  indexDocs: true,
  indexBlog: true,
  indexPages: true,
  language: 'en',
  maxSearchResults: 8,
  indexDocSidebarParentCategories: 0,
  lunr: {titleBoost: 5, contentBoost: 1, tagsBoost: 3, parentCategoriesBoost: 2},
};
