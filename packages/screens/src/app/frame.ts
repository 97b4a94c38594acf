// Mini-programs draw their own page frame: nothing to add. H5 adds its desktop frame in frame.web.ts.
export {};
