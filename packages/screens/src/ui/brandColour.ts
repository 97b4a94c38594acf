/**
 * The brand orange of the kit's primary buttons and chosen states (kit.css `.ak-button--primary`), for what a
 * stylesheet cannot reach: the platforms' own dialogs (platform/ui.*.ts) and the H5 dialog drawn in the DOM.
 */
export const BRAND_COLOUR = '#c25100';
