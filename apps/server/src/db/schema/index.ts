// Every table of the product, one file per aggregate; drizzle-kit reads this file.
export {};
