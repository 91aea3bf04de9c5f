/** Version of the console client (spec 1 §9, spec 2 §9). */
export const CLIENT_VERSION = '1.281.0';
