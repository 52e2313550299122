/**
 * The English texts of the search islands (the search modal and the /search page's results): loaded with the
 * islands' code, not on a first visit; a page carries its locale's translations of them as of the shell's texts.
 */
export const SEARCH_ENGLISH = {
  'theme.docs.paginator.previous': 'Previous',
  'theme.docs.paginator.next': 'Next',
  'theme.SearchPage.inputPlaceholder': 'Type your search here',
  'docgen.SearchPage.submit': 'Search',
  'docgen.SearchPage.version': 'Version',
  'docgen.SearchPage.searching': 'Searching…',
  'docgen.SearchPage.resultsFor.plurals': '{count} result for "{query}"|{count} results for "{query}"',
  'docgen.SearchPage.pagesAriaLabel': 'Result pages',
  'docgen.SearchPage.page': 'Page {page} of {pages}',
  'theme.SearchModal.errorScreen.titleText': 'Unable to fetch results',
  'theme.SearchModal.errorScreen.helpText': 'You might want to check your network connection.',
  'theme.SearchModal.noResultsScreen.noResultsText': 'No results for',
  'theme.SearchModal.noResultsScreen.suggestedQueryText': 'Try searching for',
  'theme.SearchModal.noResultsScreen.reportMissingResultsText': 'Believe this query should return results?',
  'theme.SearchModal.noResultsScreen.reportMissingResultsLinkText': 'Let us know.',
  'theme.SearchModal.searchBox.resetButtonTitle': 'Clear the query',
  'theme.SearchModal.searchBox.cancelButtonText': 'Cancel',
  'theme.SearchModal.startScreen.noRecentSearchesText': 'No recent searches',
  'theme.SearchModal.footer.selectText': 'to select',
  'theme.SearchModal.footer.selectKeyAriaLabel': 'Enter key',
  'theme.SearchModal.footer.navigateText': 'to navigate',
  'theme.SearchModal.footer.navigateUpKeyAriaLabel': 'Arrow up',
  'theme.SearchModal.footer.navigateDownKeyAriaLabel': 'Arrow down',
  'theme.SearchModal.footer.closeText': 'to close',
  'theme.SearchModal.footer.closeKeyAriaLabel': 'Escape key',
  'theme.SearchModal.footer.searchByText': 'Search by',
  'docgen.SearchModal.footer.ariaLabel': 'Keyboard shortcuts',
  'theme.SearchBar.seeAll': 'See all {count} results',
} as const satisfies Record<string, string>;

/** An island's table: the page's texts (`ShellSite.strings`) over the search islands' English. */
export function withSearchEnglish(strings: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  return { ...SEARCH_ENGLISH, ...strings };
}
