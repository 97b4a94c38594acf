#!/usr/bin/env bash
# Remakes house-tour.mp4 and house-tour.png from the server's generated room pictures. Needs ffmpeg (with libx264);
# run it only to change the video: the server and the tests use the committed files and never call ffmpeg.
set -euo pipefail
cd "$(dirname "$0")/../assets"
frames="$(mktemp -d)"
trap 'rm -rf "$frames"' EXIT
../../../node_modules/.bin/tsx -e "
  const fs = require('node:fs');
  const { drawRoomPhoto } = require('../src/houses/media/pictures');
  for (const index of [0, 1, 2, 4]) fs.writeFileSync('$frames/f' + index + '.png', drawRoomPhoto('tour', index));
"
ffmpeg -hide_banner -loglevel error -y \
  -loop 1 -t 1.25 -i "$frames/f0.png" -loop 1 -t 1.25 -i "$frames/f1.png" -loop 1 -t 1.25 -i "$frames/f2.png" -loop 1 -t 1.25 -i "$frames/f4.png" \
  -filter_complex "[0][1]xfade=transition=slideleft:duration=0.3:offset=0.95[a];[a][2]xfade=transition=slideleft:duration=0.3:offset=1.9[b];[b][3]xfade=transition=slideleft:duration=0.3:offset=2.85,scale=320:240,fps=15,format=yuv420p[v]" \
  -map "[v]" -c:v libx264 -profile:v baseline -level 3.0 -crf 30 -movflags +faststart -an house-tour.mp4
cp "$frames/f0.png" house-tour.png
