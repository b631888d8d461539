/** What ErrorPanel says, from next-intl under a locale or from the copies the root error boundary ships. */
export type ErrorPanelLabels = {
  title: string;
  description: string;
  showError: string;
  hideError: string;
  retry: string;
  home: string;
  digest: (digest: string) => string;
  reloading: string;
};
