/** A catalogue of one language shaped like the English one: the same keys, every leaf a string. */
export type Catalogue<T> = { readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
