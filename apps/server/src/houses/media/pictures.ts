import { SeededRandom, seedOf } from '../random';
import { Raster, type Rgb } from './png';

/** Size of the generated room photos (4:3, as listing photos are). */
export const PHOTO_WIDTH = 480;
export const PHOTO_HEIGHT = 360;

const walls: Rgb[] = [[242, 238, 230], [226, 232, 236], [222, 230, 218], [240, 228, 214], [232, 226, 238], [246, 244, 240]];
const floors: Rgb[] = [[196, 160, 118], [150, 108, 74], [210, 204, 196], [178, 142, 104], [120, 96, 80]];
const tiles: Rgb[] = [[214, 214, 210], [200, 206, 212], [226, 220, 210]];
const fabrics: Rgb[] = [[84, 110, 140], [196, 120, 96], [120, 150, 120], [90, 90, 100], [214, 176, 96], [160, 110, 150]];
const woods: Rgb[] = [[170, 130, 90], [120, 86, 60], [226, 214, 196], [90, 70, 56]];
const sky: Rgb = [170, 210, 240];
const white: Rgb = [250, 250, 250];
const shade = ([r, g, b]: Rgb, factor: number): Rgb => [Math.round(r * factor), Math.round(g * factor), Math.round(b * factor)];

/** The window on the back wall, with a bit of skyline outside. */
function drawWindow(canvas: Raster, random: SeededRandom, x: number, y: number, w: number, h: number): void {
  canvas.rect(x, y, w, h, sky);
  for (let tower = 0; tower < 4; tower += 1) {
    const towerWidth = w / 6;
    const towerHeight = random.between(h * 0.2, h * 0.6);
    canvas.rect(x + tower * (w / 4) + 4, y + h - towerHeight, towerWidth, towerHeight, [150, 170, 190]);
  }
  canvas.frame(x, y, w, h, 6, white);
  canvas.rect(x + w / 2 - 3, y, 6, h, white);
}

/**
 * One room photo of a house: a wall, a floor and the furniture of the room the caption names, in colours that
 * vary with the house and the photo. Deterministic in (houseId, index).
 */
export function drawRoomPhoto(houseId: string, index: number): Buffer {
  const random = new SeededRandom(seedOf(`${houseId}#${index}`));
  const scene = index % 8;
  const wall = random.pick(walls);
  // Kitchens and bathrooms have tiled floors; the other rooms wood or stone.
  const floor = scene === 2 || scene === 3 ? random.pick(tiles) : random.pick(floors);
  const fabric = random.pick(fabrics);
  const wood = random.pick(woods);
  const canvas = new Raster(PHOTO_WIDTH, PHOTO_HEIGHT, wall);
  const horizon = random.int(200, 236);
  canvas.trapezoid(horizon, PHOTO_HEIGHT, 60, PHOTO_WIDTH - 60, floor);
  canvas.rect(0, horizon - 6, PHOTO_WIDTH, 6, shade(wall, 0.85));
  if (scene !== 3 && scene !== 2) drawWindow(canvas, random, random.int(40, 250), random.int(30, 50), random.int(150, 190), random.int(110, 140));
  switch (scene) {
    case 0: // bedroom: bed, pillows, bedside table and lamp
    case 5: {
      const bedX = random.int(40, 180);
      canvas.rect(bedX, horizon - 40, 230, 110, shade(wood, 0.9));
      canvas.rect(bedX + 8, horizon - 20, 214, 60, white);
      canvas.rect(bedX + 8, horizon + 10, 214, 50, fabric);
      canvas.rect(bedX + 20, horizon - 30, 70, 24, [236, 236, 240]);
      canvas.rect(bedX + 140, horizon - 30, 70, 24, [236, 236, 240]);
      canvas.rect(bedX - 40, horizon + 10, 34, 40, wood);
      canvas.circle(bedX - 23, horizon - 6, 12, [250, 226, 160]);
      if (scene === 5) canvas.rect(PHOTO_WIDTH - 110, horizon - 150, 90, 200, wood);
      break;
    }
    case 1: // living room: sofa, cushions, low table, TV
    case 6: {
      const sofaX = random.int(30, 150);
      canvas.rect(sofaX, horizon - 30, 260, 70, fabric);
      canvas.rect(sofaX, horizon - 60, 260, 36, shade(fabric, 0.8));
      canvas.rect(sofaX + 20, horizon - 52, 44, 30, random.pick(fabrics));
      canvas.rect(sofaX + 190, horizon - 52, 44, 30, random.pick(fabrics));
      canvas.rect(sofaX + 70, horizon + 60, 130, 14, wood);
      canvas.rect(sofaX + 80, horizon + 74, 8, 30, shade(wood, 0.7));
      canvas.rect(sofaX + 182, horizon + 74, 8, 30, shade(wood, 0.7));
      if (scene === 6) canvas.circle(PHOTO_WIDTH - 60, horizon - 60, 26, [90, 150, 90]);
      break;
    }
    case 2: { // kitchen: upper cabinets, counter, hob
      canvas.rect(20, 40, PHOTO_WIDTH - 40, 70, wood);
      for (let door = 0; door < 5; door += 1) canvas.frame(24 + door * 88, 44, 84, 62, 2, shade(wood, 0.8));
      canvas.rect(20, horizon - 50, PHOTO_WIDTH - 40, 16, [220, 220, 216]);
      canvas.rect(20, horizon - 34, PHOTO_WIDTH - 40, 110, shade(wood, 0.92));
      canvas.circle(150, horizon - 44, 14, [60, 60, 60]);
      canvas.circle(200, horizon - 44, 14, [60, 60, 60]);
      canvas.rect(300, horizon - 58, 90, 10, [200, 200, 204]);
      break;
    }
    case 3: { // bathroom: tiles, mirror, basin
      for (let row = 0; row < horizon; row += 30) {
        for (let column = (row / 30) % 2 === 0 ? 0 : 20; column < PHOTO_WIDTH; column += 40) canvas.rect(column, row, 38, 28, shade(wall, 0.95));
      }
      canvas.rect(150, 50, 180, 110, [200, 220, 230]);
      canvas.frame(150, 50, 180, 110, 5, [190, 190, 190]);
      canvas.rect(170, horizon - 30, 140, 30, white);
      canvas.rect(190, horizon, 100, 60, wood);
      break;
    }
    case 4: { // balcony: railing and plants
      for (let bar = 20; bar < PHOTO_WIDTH; bar += 26) canvas.rect(bar, horizon - 70, 6, 70, [120, 120, 120]);
      canvas.rect(0, horizon - 76, PHOTO_WIDTH, 8, [110, 110, 110]);
      canvas.circle(80, horizon + 40, 24, [80, 150, 80]);
      canvas.rect(64, horizon + 56, 32, 30, [180, 110, 80]);
      canvas.circle(400, horizon + 30, 30, [100, 170, 100]);
      canvas.rect(380, horizon + 50, 40, 34, [180, 110, 80]);
      break;
    }
    default: { // the view: a desk under the window
      canvas.rect(100, horizon - 20, 280, 16, wood);
      canvas.rect(110, horizon - 4, 10, 70, shade(wood, 0.7));
      canvas.rect(360, horizon - 4, 10, 70, shade(wood, 0.7));
      canvas.rect(220, horizon + 10, 50, 60, fabric);
    }
  }
  return canvas.toPng();
}

/** A floor plan: rooms as outlined rectangles on white, laid out from the layout counts. */
export function drawFloorPlan(houseId: string, bedrooms: number, livingRooms: number, bathrooms: number): Buffer {
  const random = new SeededRandom(seedOf(`${houseId}#plan`));
  const canvas = new Raster(PHOTO_WIDTH, PHOTO_HEIGHT, [255, 255, 255]);
  const line: Rgb = [60, 60, 70];
  const rooms: Rgb[] = [
    ...Array.from({ length: Math.max(1, bedrooms) }, (): Rgb => [236, 226, 206]),
    ...Array.from({ length: livingRooms }, (): Rgb => [222, 234, 222]),
    ...Array.from({ length: Math.max(1, bathrooms) }, (): Rgb => [214, 228, 240]),
    [240, 232, 220],
  ];
  const columns = Math.ceil(rooms.length / 2);
  const cellWidth = (PHOTO_WIDTH - 60) / columns;
  const upperHeight = random.int(140, 190);
  rooms.forEach((colour, index) => {
    const column = Math.floor(index / 2);
    const row = index % 2;
    const top = row === 0 ? 30 : 30 + upperHeight;
    const roomHeight = row === 0 ? upperHeight : PHOTO_HEIGHT - 60 - upperHeight;
    canvas.rect(30 + column * cellWidth, top, cellWidth, roomHeight, colour);
    canvas.frame(30 + column * cellWidth, top, cellWidth, roomHeight, 4, line);
    // A door gap on each room's lower wall.
    canvas.rect(30 + column * cellWidth + cellWidth / 3, top + roomHeight - 4, 28, 4, colour);
  });
  canvas.frame(26, 26, PHOTO_WIDTH - 52, PHOTO_HEIGHT - 52, 6, line);
  return canvas.toPng();
}

/** A store's cover: an apartment building with lit windows and the brand's colour at the entrance. */
export function drawStoreCover(storeId: string): Buffer {
  const random = new SeededRandom(seedOf(`${storeId}#store`));
  const canvas = new Raster(PHOTO_WIDTH, PHOTO_HEIGHT, sky);
  canvas.rect(0, 300, PHOTO_WIDTH, 60, [150, 150, 150]);
  const facade = random.pick<Rgb>([[214, 204, 190], [196, 200, 208], [226, 214, 200], [180, 176, 170]]);
  canvas.rect(90, 40, 300, 262, facade);
  for (let row = 0; row < 7; row += 1) {
    for (let column = 0; column < 6; column += 1) {
      canvas.rect(108 + column * 46, 56 + row * 32, 30, 20, random.next() < 0.35 ? [250, 226, 150] : [120, 150, 180]);
    }
  }
  canvas.rect(200, 270, 80, 32, [232, 85, 63]);
  canvas.rect(20, 200, 56, 100, [120, 170, 110]);
  canvas.rect(404, 190, 56, 110, [110, 160, 100]);
  return canvas.toPng();
}
