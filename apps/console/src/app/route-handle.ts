/** Route metadata: the i18n key (namespace common) of the page title, shown by the shell and title-only pages. */
export interface RouteHandle {
  titleKey: string;
}
