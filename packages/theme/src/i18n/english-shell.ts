/**
 * The English texts the browser shows: the hydrated shell's (navbar, menus, sidebar, footer) and the runtime's (crash
 * screen, search button, loading). They ship with the browser code; a page carries its locale's translations of them.
 * The search islands' own texts are in english-search.ts, loaded with the islands.
 */
export const SHELL_ENGLISH = {
  'theme.common.skipToMainContent': 'Skip to main content',
  'theme.NavBar.navAriaLabel': 'Main',
  'theme.docs.sidebar.toggleSidebarButtonAriaLabel': 'Open the navigation menu',
  'theme.docs.sidebar.closeSidebarButtonAriaLabel': 'Close the navigation menu',
  'docgen.mobileMenu.ariaLabel': 'Navigation menu',
  'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel': '← Back to main menu',
  'docgen.mobileMenu.docsSidebar': 'Docs sidebar →',
  'theme.SearchBar.label': 'Search',
  'docgen.SearchBar.buttonAriaLabel': 'Search (Ctrl+K)',
  'docgen.colorToggle.ariaLabel': 'Switch between dark and light mode',
  'theme.AnnouncementBar.closeButtonAriaLabel': 'Close',
  'theme.docs.sidebar.navAriaLabel': 'Docs sidebar',
  'theme.docs.sidebar.expandButtonTitle': 'Expand sidebar',
  'theme.docs.sidebar.collapseButtonTitle': 'Collapse sidebar',
  'theme.DocSidebarItem.expandCategoryAriaLabel': "Expand sidebar category '{label}'",
  'theme.DocSidebarItem.collapseCategoryAriaLabel': "Collapse sidebar category '{label}'",
  'theme.navbar.mobileVersionsDropdown.label': 'Versions',
  'docgen.versionsDropdown.ariaLabel': 'Docs version: {versionLabel}',
  'theme.navbar.mobileLanguageDropdown.label': 'Languages',
  'docgen.localeDropdown.ariaLabel': 'Language: {localeLabel}',
  'docgen.footer.navAriaLabel': 'Footer',
  'docgen.loading': 'Loading',
  'docgen.retry': 'Retry',
  'theme.ErrorPageContent.title': 'This page crashed.',
  'theme.ErrorPageContent.tryAgain': 'Try again',
  'docgen.ErrorPageContent.cause': 'Cause: {cause}',
  'docgen.ErrorPageContent.documentTitle': 'Page Error',
  'theme.SearchPage.emptyResultsTitle': 'Search the documentation',
} as const satisfies Record<string, string>;
