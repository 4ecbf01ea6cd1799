// Types for build-freshness.mjs, which stays JavaScript so that `npm start` runs it with plain node.
export declare const BUILD_STAMP: string
export declare const BUILD_SOURCES: readonly string[]
export declare function isBuildCurrent(root?: string): boolean
