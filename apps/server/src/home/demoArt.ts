/**
 * The demo's banners, ads and home icons, drawn as SVG the way the house photos are drawn as pictures (houses/media):
 * scenes of flat shapes with light and shade, no image files and no internet. Banners carry their title and a line
 * under it, as an operator's banners do; ads and icons carry none, since the home page writes their names under them.
 * Sizes follow where home shows them: top banners 750x300, the middle banner 750x180, the popup 600x760, ads
 * 680x400 (two to a row, 200 design px high), icons 120x120.
 */

const FONT = "'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC',sans-serif";

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** A vertical or diagonal gradient named `id`, from one colour to another. */
function gradient(id: string, from: string, to: string, diagonal = true): string {
  const end = diagonal ? 'x2="1" y2="1"' : 'x2="0" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** A banner's words: the title, the line under it and a pill that says where it leads. */
function bannerText(x: number, y: number, title: string, line: string, action: string, ink: string, pill: string, pillInk: string, scale = 1): string {
  const pillWidth = action.length * 24 * scale + 44 * scale;
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${46 * scale}" font-weight="700" fill="${ink}">${escapeXml(title)}</text>`
    + `<text x="${x}" y="${y + 48 * scale}" font-family="${FONT}" font-size="${26 * scale}" fill="${ink}" fill-opacity=".85">${escapeXml(line)}</text>`
    + `<rect x="${x}" y="${y + 76 * scale}" width="${pillWidth}" height="${48 * scale}" rx="${24 * scale}" fill="${pill}"/>`
    + `<text x="${x + pillWidth / 2}" y="${y + 108 * scale}" text-anchor="middle" font-family="${FONT}" font-size="${24 * scale}" font-weight="600" fill="${pillInk}">${escapeXml(action)}</text>`;
}

/** A row of towers along the bottom: the city behind a scene. */
function skyline(baseY: number, colour: string, opacity: number, offset = 0): string {
  const towers = [[0, 90, 60], [64, 130, 48], [116, 70, 70], [190, 150, 54], [248, 100, 64], [316, 120, 44], [364, 80, 80], [448, 160, 50], [502, 96, 66], [572, 136, 52], [628, 84, 70], [702, 118, 48]];
  return `<g fill="${colour}" fill-opacity="${opacity}">${towers.map(([x = 0, h = 0, w = 0]) => `<rect x="${x + offset}" y="${baseY - h}" width="${w}" height="${h}" rx="4"/>`).join('')}</g>`;
}

/** An apartment block with lit and dark windows. */
function building(x: number, y: number, w: number, h: number, wall: string, columns: number, rows: number, litEvery = 3): string {
  const gapX = w / columns;
  const gapY = (h - 40) / rows;
  let windows = '';
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const lit = (row * columns + column) % litEvery === 0;
      windows += `<rect x="${x + column * gapX + gapX * 0.22}" y="${y + 20 + row * gapY + gapY * 0.2}" width="${gapX * 0.56}" height="${gapY * 0.55}" rx="3" fill="${lit ? '#ffe39a' : '#9fc3e6'}"/>`;
    }
  }
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${wall}"/><rect x="${x}" y="${y}" width="${w}" height="12" rx="6" fill="#000" fill-opacity=".08"/>${windows}`;
}

function bannerNewTenant(): string {
  return svg(750, 300, `<defs>${gradient('sky', '#ffb36b', '#ff7a1a')}${gradient('ticket', '#fff7ef', '#ffe1c7')}</defs>`
    + '<rect width="750" height="300" rx="16" fill="url(#sky)"/>'
    + '<circle cx="640" cy="60" r="120" fill="#fff" fill-opacity=".12"/><circle cx="700" cy="250" r="90" fill="#fff" fill-opacity=".1"/>'
    + skyline(300, '#b84d00', 0.25, 20)
    + building(470, 90, 120, 210, '#fff4ea', 3, 5)
    + building(596, 140, 96, 160, '#ffe6d2', 2, 4, 2)
    // The coupon: a ticket with its notches and the amount off.
    + '<g transform="rotate(-8 430 175)"><rect x="352" y="120" width="170" height="100" rx="14" fill="url(#ticket)"/>'
    + '<circle cx="352" cy="170" r="13" fill="#ff8f3a"/><circle cx="522" cy="170" r="13" fill="#ff8f3a"/>'
    + '<line x1="400" y1="132" x2="400" y2="208" stroke="#ffb98a" stroke-width="3" stroke-dasharray="6 6"/>'
    + `<text x="462" y="168" text-anchor="middle" font-family="${FONT}" font-size="22" fill="#c25100">立减</text>`
    + `<text x="462" y="202" text-anchor="middle" font-family="${FONT}" font-size="34" font-weight="700" fill="#c25100">¥500</text></g>`
    + bannerText(44, 96, '新客租房立减', '首月租金最高减500元', '立即找房', '#ffffff', '#ffffff', '#c25100'));
}

function bannerSmartLock(): string {
  return svg(750, 300, `<defs>${gradient('night', '#1f3b73', '#3a6fc4')}${gradient('door', '#f4ede4', '#d9cbb8', false)}</defs>`
    + '<rect width="750" height="300" rx="16" fill="url(#night)"/>'
    + '<circle cx="690" cy="40" r="140" fill="#fff" fill-opacity=".06"/>'
    // The door with the lock's keypad and its light.
    + '<rect x="470" y="40" width="150" height="260" rx="10" fill="url(#door)"/><rect x="470" y="40" width="150" height="260" rx="10" fill="none" stroke="#b9a68f" stroke-width="6"/>'
    + '<rect x="578" y="130" width="30" height="86" rx="8" fill="#2b2f36"/>'
    + [0, 1, 2, 3].map((row) => `<circle cx="587" cy="${146 + row * 18}" r="3.5" fill="#7fd1ff"/><circle cx="599" cy="${146 + row * 18}" r="3.5" fill="#7fd1ff"/>`).join('')
    + '<circle cx="593" cy="124" r="5" fill="#4be38a"/>'
    // The phone sending the key.
    + '<rect x="640" y="120" width="74" height="132" rx="14" fill="#11151c"/><rect x="647" y="132" width="60" height="104" rx="6" fill="#e9f4ff"/>'
    + '<circle cx="677" cy="178" r="18" fill="#ff7a1a"/><path d="M670 178l5 5 10-11" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>'
    + '<path d="M640 150q-14-14 0-28M628 160q-26-26 0-50" fill="none" stroke="#7fd1ff" stroke-width="4" stroke-linecap="round" stroke-opacity=".8"/>'
    + bannerText(44, 96, '智能门锁上线', '手机一键开门 · 临时密码分享', '了解一下', '#ffffff', '#ff7a1a', '#ffffff'));
}

function bannerInvite(): string {
  return svg(750, 180, `<defs>${gradient('warm', '#ffe7d1', '#ffc79e')}${gradient('box', '#ff8a3d', '#e8553f')}</defs>`
    + '<rect width="750" height="180" rx="16" fill="url(#warm)"/>'
    + '<circle cx="600" cy="-20" r="130" fill="#fff" fill-opacity=".35"/>'
    // A gift box with its ribbon, and a coupon coming out of it.
    + '<g transform="rotate(10 640 60)"><rect x="590" y="30" width="110" height="66" rx="10" fill="#fffaf4"/><circle cx="590" cy="63" r="9" fill="#ffd7b5"/><circle cx="700" cy="63" r="9" fill="#ffd7b5"/>'
    + `<text x="645" y="74" text-anchor="middle" font-family="${FONT}" font-size="26" font-weight="700" fill="#c25100">租金券</text></g>`
    + '<rect x="560" y="92" width="150" height="88" rx="8" fill="url(#box)"/><rect x="552" y="80" width="166" height="28" rx="6" fill="#ff9b57"/>'
    + '<rect x="626" y="80" width="18" height="100" fill="#ffd36b"/>'
    + bannerText(40, 62, '推荐好友得租金券', '好友签约，双方各得一张', '去邀请', '#7a2e00', '#c25100', '#ffffff', 0.8));
}

function popupActivity(): string {
  const flags = Array.from({ length: 9 }, (_, index) => {
    const x = 30 + index * 64;
    const colour = ['#ff7a1a', '#ffd36b', '#4bbf8b', '#5aa8ff'][index % 4];
    return `<path d="M${x} ${46 + (index % 2) * 6}l32 4-14 40z" fill="${colour}"/>`;
  }).join('');
  const people = [[150, '#ff8a3d'], [230, '#5aa8ff'], [310, '#4bbf8b'], [390, '#e8553f'], [470, '#ffb020']] as const;
  return svg(600, 760, `<defs>${gradient('dusk', '#2d5b8c', '#4bbf8b', false)}${gradient('screen', '#fffbe8', '#ffe7a6', false)}</defs>`
    + '<rect width="600" height="760" fill="url(#dusk)"/>'
    + '<path d="M0 50q300 40 600 0" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="3"/>' + flags
    + skyline(560, '#1e3f63', 0.35, -60)
    // The open-air screen on the roof and the neighbours watching it.
    + '<rect x="110" y="200" width="380" height="220" rx="12" fill="url(#screen)"/><rect x="280" y="420" width="40" height="90" fill="#1e3f63" fill-opacity=".5"/>'
    + '<path d="M240 360l60-90 40 60 30-30 50 60z" fill="#ffb020" fill-opacity=".8"/><circle cx="420" cy="250" r="24" fill="#ff7a1a" fill-opacity=".85"/>'
    + '<rect x="0" y="560" width="600" height="200" fill="#245a4a"/>'
    + people.map(([x, colour]) => `<circle cx="${x}" cy="590" r="26" fill="${colour}"/><rect x="${x - 34}" y="616" width="68" height="70" rx="30" fill="${colour}" fill-opacity=".85"/>`).join('')
    + `<text x="300" y="130" text-anchor="middle" font-family="${FONT}" font-size="50" font-weight="700" fill="#fff">社区活动报名中</text>`
    + `<text x="300" y="176" text-anchor="middle" font-family="${FONT}" font-size="26" fill="#fff" fill-opacity=".9">楼顶露天电影 · 邻里市集 · 周末见</text>`
    + '<rect x="200" y="704" width="200" height="44" rx="22" fill="#ffd36b"/>'
    + `<text x="300" y="734" text-anchor="middle" font-family="${FONT}" font-size="24" font-weight="600" fill="#7a3a00">马上报名</text>`);
}

function adTalent(): string {
  return svg(680, 400, `<defs>${gradient('sky', '#dff0ff', '#b7dcff')}</defs>`
    + '<rect width="680" height="400" fill="url(#sky)"/><circle cx="560" cy="90" r="48" fill="#ffd36b"/>'
    + skyline(400, '#6f9fd0', 0.35)
    + building(150, 120, 170, 280, '#ffffff', 4, 6)
    + building(340, 170, 150, 230, '#f1f6fb', 3, 5, 2)
    // A graduate's cap over the door: the talent flat.
    + '<path d="M235 70l70 28-70 28-70-28z" fill="#1f3b73"/><rect x="205" y="100" width="60" height="22" fill="#1f3b73"/><path d="M295 102v30" stroke="#ffb020" stroke-width="5"/>'
    + '<rect x="0" y="380" width="680" height="20" fill="#8fbf7a"/>');
}

function adWifi(): string {
  const arcs = [60, 100, 140].map((r, index) => `<path d="M${340 - r} ${230 - r * 0.15}a${r} ${r} 0 0 1 ${r * 2} 0" fill="none" stroke="#fff" stroke-width="18" stroke-linecap="round" stroke-opacity="${1 - index * 0.2}"/>`).join('');
  return svg(680, 400, `<defs>${gradient('bg', '#4bbf8b', '#1f8a8a')}</defs>`
    + '<rect width="680" height="400" fill="url(#bg)"/><circle cx="90" cy="340" r="150" fill="#fff" fill-opacity=".08"/><circle cx="620" cy="40" r="120" fill="#fff" fill-opacity=".08"/>'
    + arcs + '<circle cx="340" cy="268" r="22" fill="#fff"/>'
    // The router under the signal.
    + '<rect x="250" y="310" width="180" height="50" rx="14" fill="#ffffff" fill-opacity=".95"/><circle cx="290" cy="335" r="6" fill="#4bbf8b"/><circle cx="312" cy="335" r="6" fill="#ffb020"/>'
    + '<rect x="270" y="292" width="8" height="22" rx="4" fill="#fff"/><rect x="402" y="292" width="8" height="22" rx="4" fill="#fff"/>');
}

/** An icon's tile: a soft gradient square with a highlight, under the pictogram. */
function iconTile(id: string, from: string, to: string, pictogram: string): string {
  return svg(120, 120, `<defs>${gradient(id, from, to)}</defs><rect width="120" height="120" rx="32" fill="url(#${id})"/>`
    + '<circle cx="98" cy="20" r="34" fill="#fff" fill-opacity=".16"/>' + pictogram);
}

const HOUSE = '<path d="M28 60l32-28 32 28v32a6 6 0 0 1-6 6H34a6 6 0 0 1-6-6z" fill="#fff"/><path d="M22 62l38-34 38 34" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>'
  + '<rect x="52" y="72" width="16" height="26" rx="3" fill="#ffb26b"/><rect x="74" y="36" width="10" height="18" fill="#fff"/>';
const SHARED = '<circle cx="44" cy="48" r="13" fill="#fff"/><circle cx="78" cy="44" r="15" fill="#fff" fill-opacity=".9"/>'
  + '<path d="M22 92c0-16 10-26 22-26s22 10 22 26z" fill="#fff"/><path d="M54 92c0-18 11-30 24-30s24 12 24 30z" fill="#fff" fill-opacity=".9"/>';
const APARTMENT = '<rect x="30" y="26" width="42" height="72" rx="5" fill="#fff"/><rect x="74" y="48" width="24" height="50" rx="4" fill="#fff" fill-opacity=".85"/>'
  + [0, 1, 2, 3].map((row) => `<rect x="38" y="${36 + row * 14}" width="9" height="7" rx="2" fill="#5aa8ff"/><rect x="55" y="${36 + row * 14}" width="9" height="7" rx="2" fill="${row % 2 === 0 ? '#ffd36b' : '#5aa8ff'}"/>`).join('')
  + '<rect x="46" y="86" width="10" height="12" fill="#5aa8ff"/>';
const WRENCH = '<path d="M80 28a20 20 0 0 0-22 27L30 83a8 8 0 0 0 11 11l28-28a20 20 0 0 0 27-22l-12 12-11-3-3-11z" fill="#fff"/>';
const CLEANING = '<rect x="42" y="44" width="32" height="54" rx="8" fill="#fff"/><path d="M48 44V34h16l14 6v8H64" fill="#fff" fill-opacity=".9"/>'
  + '<rect x="48" y="62" width="20" height="12" rx="3" fill="#4bbf8b"/>'
  + '<path d="M88 28l3 8 8 3-8 3-3 8-3-8-8-3 8-3zM96 58l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" fill="#fff"/>';
const BILL = '<path d="M34 24h52v74l-9-6-9 6-8-6-9 6-8-6-9 6z" fill="#fff"/>'
  + '<rect x="44" y="40" width="32" height="6" rx="3" fill="#b48cff"/><rect x="44" y="54" width="24" height="6" rx="3" fill="#b48cff" fill-opacity=".6"/>'
  + `<text x="60" y="84" text-anchor="middle" font-family="${FONT}" font-size="20" font-weight="700" fill="#8a5cf0">¥</text>`;
const BED = '<rect x="22" y="58" width="76" height="22" rx="6" fill="#fff"/><rect x="22" y="40" width="8" height="52" rx="4" fill="#fff"/><rect x="90" y="66" width="8" height="26" rx="4" fill="#fff"/>'
  + '<rect x="34" y="46" width="24" height="14" rx="6" fill="#fff" fill-opacity=".85"/><rect x="58" y="52" width="40" height="8" rx="4" fill="#ffd0b8"/>';
const BRAND_BUILDING = '<rect x="34" y="36" width="52" height="62" rx="6" fill="#fff"/>'
  + [0, 1, 2].map((row) => `<rect x="42" y="${46 + row * 14}" width="10" height="8" rx="2" fill="#e8553f"/><rect x="68" y="${46 + row * 14}" width="10" height="8" rx="2" fill="#e8553f" fill-opacity=".6"/>`).join('')
  + '<path d="M60 14l4 9 10 1-8 6 3 10-9-5-9 5 3-10-8-6 10-1z" fill="#ffd36b"/><rect x="54" y="84" width="12" height="14" fill="#e8553f"/>';
const FRANCHISE = '<circle cx="46" cy="60" r="24" fill="#fff" fill-opacity=".85"/><circle cx="74" cy="60" r="24" fill="#fff" fill-opacity=".85"/>'
  + '<path d="M60 42a24 24 0 0 1 0 36a24 24 0 0 1 0-36z" fill="#fff"/><path d="M52 60h16M60 52v16" stroke="#7d6bf0" stroke-width="5" stroke-linecap="round"/>';

/** The drawn pictures, by the file name the seed stores (without .svg). */
const demoArtwork: Readonly<Record<string, () => string>> = {
  'banner-home-1': bannerNewTenant,
  'banner-home-2': bannerSmartLock,
  'banner-mine-1': bannerInvite,
  'banner-activity-1': popupActivity,
  'ad-talent': adTalent,
  'ad-wifi': adWifi,
  'icon-1': () => iconTile('t', '#ffab5e', '#ff7a1a', HOUSE),
  'icon-2': () => iconTile('t', '#5fd3b0', '#1fa38a', SHARED),
  'icon-4': () => iconTile('t', '#7fbfff', '#3a7be0', APARTMENT),
  'icon-20': () => iconTile('t', '#ffd36b', '#ff9f1a', WRENCH),
  'icon-21': () => iconTile('t', '#7fe0a8', '#3bb07a', CLEANING),
  'icon-22': () => iconTile('t', '#c7a6ff', '#8a5cf0', BILL),
  'icon-brand-1': () => iconTile('t', '#ff8a6b', '#e8553f', HOUSE),
  'icon-brand-2': () => iconTile('t', '#ffa38a', '#e8553f', BED),
  'icon-brand-4': () => iconTile('t', '#ffb39e', '#d9442f', BRAND_BUILDING),
  'icon-brand-15': () => iconTile('t', '#a99bff', '#6a56e8', FRANCHISE),
};

/** The drawn SVG of a demo picture, or undefined for a name drawn another way (QR codes, avatar, logos). */
export function demoArt(name: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(demoArtwork, name) ? demoArtwork[name]?.() : undefined;
}
