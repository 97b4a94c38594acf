/* eslint-disable @typescript-eslint/no-require-imports -- used by remax.config.js, which Remax loads with require(). */
// Issue 18: in the WeChat mini-program, text follows the phone's font-size setting. Each page's wxml starts with
// `<page-meta root-font-size="system"/>` (1rem is then the font size the tenant chose in WeChat's settings), and the
// stylesheets' text sizes are written in rem instead of Remax's rpx, which follow the screen's width only. Other
// lengths (paddings, widths, icons) stay rpx, so the layout keeps its proportions and only the text grows.
// Alipay keeps rpx: its page-meta takes a root-font-size too, but we found no word that it takes "system" there.
const path = require('node:path');

/**
 * Stylesheet px per rem at the phone's standard text size. The stylesheets are written in px of the 750-wide design
 * (Remax turns 28px into 28rpx: 14 CSS px on a 375 pt wide phone), so 32 of them are a standard root font size of
 * 16 CSS px: 28px becomes 0.875rem, 14 CSS px at the standard setting and more when the tenant chose larger text.
 */
const ROOT_PX = 32;
/** The properties that size text. */
const TEXT_SIZE = /(^|[\s;{])(font-size|line-height)(\s*:\s*)(-?\d*\.?\d+)px\b/g;

/** `font-size: 28px` -> `font-size: 0.875rem` (and line-height, so the lines grow with their text). */
function textSizesInRem(css) {
  return css.replace(TEXT_SIZE, (_match, before, property, colon, px) => `${before}${property}${colon}${Number((Number(px) / ROOT_PX).toFixed(4))}rem`);
}

const PAGE_META = '<page-meta root-font-size="system"/>';
/** Text no rule sizes inherits the page's size: 1rem too (WeChat's default is a fixed 16px). */
const PAGE_TEXT = 'page{font-size:1rem}';

/**
 * Writes the page-meta node at the top of each page's wxml (after its `<import>`, which is not a node: page-meta
 * must be the page's first node), for the pages app.json lists, subpackages included; and the page's own text size
 * into app.wxss.
 */
class PageMetaSystemFontSize {
  apply(compiler) {
    // After Remax's own emit hooks, which write app.json and the page templates.
    compiler.hooks.emit.tap({ name: 'AsterPageMetaSystemFontSize', stage: 1000 }, (compilation) => {
      const appJson = compilation.assets['app.json'];
      if (appJson === undefined) throw new Error('AsterPageMetaSystemFontSize: the build wrote no app.json');
      const app = JSON.parse(String(appJson.source()));
      const pages = [...app.pages, ...(app.subPackages ?? app.subpackages ?? []).flatMap((sub) => sub.pages.map((page) => `${sub.root}/${page}`))];
      const appWxss = compilation.assets['app.wxss'];
      const wxss = appWxss === undefined ? '' : String(appWxss.source());
      if (!wxss.includes(PAGE_TEXT)) {
        // After app.wxss's @import lines, which must come before any rule.
        const imports = wxss.match(/^(\s*@import [^;]*;)*/)[0];
        const source = `${imports}\n${PAGE_TEXT}${wxss.slice(imports.length)}`;
        compilation.assets['app.wxss'] = { source: () => source, size: () => Buffer.byteLength(source) };
      }
      for (const page of pages) {
        const file = `${page.replace(/^\//, '')}.wxml`;
        const asset = compilation.assets[file];
        if (asset === undefined) throw new Error(`AsterPageMetaSystemFontSize: no ${file} for page ${page}`);
        const wxml = String(asset.source());
        if (wxml.includes('<page-meta')) continue;
        const imports = wxml.match(/^(\s*<import [^>]*\/>)*/)[0];
        const source = `${imports}${PAGE_META}${wxml.slice(imports.length)}`;
        compilation.assets[file] = { source: () => source, size: () => Buffer.byteLength(source) };
      }
    });
  }
}

/** The WeChat build's part of configWebpack (remaxConfig.js): the rem loader before Remax's postcss, the page-meta. */
function systemFontSizeForWechat(config) {
  for (const oneOf of ['normal', 'modules']) {
    // Appended to the rule's loaders, so it runs first: px2units (postcss) then turns the remaining px into rpx.
    config.module.rule('css').oneOf(oneOf).use('aster-text-size-rem').loader(path.resolve(__dirname, 'textSizeRemLoader.js'));
  }
  config.plugin('aster-page-meta-system-font-size').use(PageMetaSystemFontSize);
}

module.exports = { systemFontSizeForWechat, textSizesInRem, ROOT_PX, PAGE_META, PAGE_TEXT };
