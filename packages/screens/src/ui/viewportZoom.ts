// The mini-programs have no viewport meta to fix (viewportZoom.web.ts is the H5 one).
export function allowZoom(): void {}
