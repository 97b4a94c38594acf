/* eslint-disable @typescript-eslint/no-require-imports -- used by remax.config.js, which Remax loads with require(). */
// Issue 18: in the mini-programs, text follows the phone's font-size setting. Each page's template starts with a
// page-meta node whose root-font-size is the tenant's chosen text size, and the stylesheets' text sizes are written
// in rem instead of Remax's rpx, which follow the screen's width only. Other lengths (paddings, widths, icons) stay
// rpx, so the layout keeps its proportions and only the text grows.
// WeChat: root-font-size="system" (1rem is the size chosen in WeChat's settings). Alipay: its page-meta takes a
// root-font-size too, but no "system" word we could find, so the value is bound to the page's `asterRootFontSize`,
// which every page sets from my.getSystemInfoSync().fontSizeSetting (src/ui/systemFontSize.ali.ts).
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

/** The page data key the Alipay pages' root font size is bound to (src/ui/systemFontSize.ali.ts sets it). */
const ROOT_FONT_SIZE_KEY = 'asterRootFontSize';
const PAGE_META = {
  wechat: '<page-meta root-font-size="system"/>',
  alipay: `<page-meta root-font-size="{{${ROOT_FONT_SIZE_KEY}}}"/>`,
};
/** Each mini-program's page template and stylesheet file extensions. */
const FILES = { wechat: { template: 'wxml', style: 'wxss' }, alipay: { template: 'axml', style: 'acss' } };
/** Text no rule sizes inherits the page's size: 1rem too (the platforms' default is a fixed 16px). */
const PAGE_TEXT = 'page{font-size:1rem}';

/**
 * Writes the page-meta node at the top of each page's template (after its `<import>`, which is not a node:
 * page-meta must be the page's first node), for the pages app.json lists, subpackages included; and the page's own
 * text size into the app stylesheet.
 */
class PageMetaSystemFontSize {
  constructor(folder) {
    this.meta = PAGE_META[folder];
    this.files = FILES[folder];
  }

  apply(compiler) {
    const { template, style } = this.files;
    // After Remax's own emit hooks, which write app.json and the page templates.
    compiler.hooks.emit.tap({ name: 'AsterPageMetaSystemFontSize', stage: 1000 }, (compilation) => {
      const appJson = compilation.assets['app.json'];
      if (appJson === undefined) throw new Error('AsterPageMetaSystemFontSize: the build wrote no app.json');
      const app = JSON.parse(String(appJson.source()));
      const pages = [...app.pages, ...(app.subPackages ?? app.subpackages ?? []).flatMap((sub) => sub.pages.map((page) => `${sub.root}/${page}`))];
      const appStyle = compilation.assets[`app.${style}`];
      const css = appStyle === undefined ? '' : String(appStyle.source());
      if (!css.includes(PAGE_TEXT)) {
        // After the app stylesheet's @import lines, which must come before any rule.
        const imports = css.match(/^(\s*@import [^;]*;)*/)[0];
        const source = `${imports}\n${PAGE_TEXT}${css.slice(imports.length)}`;
        compilation.assets[`app.${style}`] = { source: () => source, size: () => Buffer.byteLength(source) };
      }
      for (const page of pages) {
        const file = `${page.replace(/^\//, '')}.${template}`;
        const asset = compilation.assets[file];
        if (asset === undefined) throw new Error(`AsterPageMetaSystemFontSize: no ${file} for page ${page}`);
        const markup = String(asset.source());
        if (markup.includes('<page-meta')) continue;
        const imports = markup.match(/^(\s*<import [^>]*\/>)*/)[0];
        const source = `${imports}${this.meta}${markup.slice(imports.length)}`;
        compilation.assets[file] = { source: () => source, size: () => Buffer.byteLength(source) };
      }
    });
  }
}

/** A mini-program build's part of configWebpack (remaxConfig.js): the rem loader before Remax's postcss, the page-meta. */
function systemFontSizeForMiniProgram(config, folder) {
  for (const oneOf of ['normal', 'modules']) {
    // Appended to the rule's loaders, so it runs first: px2units (postcss) then turns the remaining px into rpx.
    config.module.rule('css').oneOf(oneOf).use('aster-text-size-rem').loader(path.resolve(__dirname, 'textSizeRemLoader.js'));
  }
  config.plugin('aster-page-meta-system-font-size').use(PageMetaSystemFontSize, [folder]);
}

module.exports = { systemFontSizeForMiniProgram, textSizesInRem };
