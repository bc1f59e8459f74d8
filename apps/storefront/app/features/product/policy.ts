/**
 * Returns are accepted within 6 days of delivery (docs/decisions/006-return-window.md): the default of the
 * `return_window_days` site setting, stated the same way on the badge and in the shipping accordion.
 */
export const RETURN_WINDOW_DAYS = 6;
