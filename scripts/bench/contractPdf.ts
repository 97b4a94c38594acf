// The signed contract's PDF (issue 46: "its first opening takes 7-8 s"): what its opening costs in a fresh server
// process, part by part. Figures only.
// - drawing it: loading the PDF toolkit (pdf-lib, fontkit, HarfBuzz's wasm), cutting the font subset, drawing the pages;
// - the opening as a tenant meets it: the GET of the PDF link right after signing, then again (contract_pdfs holds it).
import { performance } from 'node:perf_hooks';
import { Raster } from '../../apps/server/src/houses/media/png';
import { startBookingWorld } from '../../apps/server/src/bookings/testing/bookingWorld';

const ms = (from: number) => `${(performance.now() - from).toFixed(0)} ms`;

async function main() {
  const world = await startBookingWorld();
  const { server } = world;
  const pad = new Raster(600, 300, [255, 255, 255]);
  pad.rect(100, 140, 400, 4, [20, 20, 20]);
  const id = String((server.db.prepare("SELECT id FROM contracts WHERE contract_no = 'HTDEMO02'").get() as { id: number }).id);
  await server.call('GET', `/tapp/v1/contract/check-contract-cret/${id}`, { token: world.tenant });
  await server.call('POST', `/tapp/v1/contract/saveHandSign/${id}`, { token: world.tenant, body: { signImage: `data:image/png;base64,${pad.toPng().toString('base64')}` } });
  
  const detail = await server.call<{ pdfUrl: string }>('GET', `/tapp/v1/contract/${id}`, { token: world.tenant });
  const url = (detail.body.data?.pdfUrl ?? '').replace(/^https?:\/\/[^/]+/, server.baseUrl);
  // A tenant taps 查看电子合同 about a second after 签约成功 at the soonest.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const label of ['first opening (1 s after signing)', 'second opening']) {
    const at = performance.now();
    const answer = await fetch(url);
    const bytes = (await answer.arrayBuffer()).byteLength;
    console.log(`${label}: ${ms(at)} (${(bytes / 1024).toFixed(0)} KB, status ${answer.status})`);
  }
  // The same contract drawn from scratch as every opening did before contract_pdfs (no file kept).
  server.db.prepare('DELETE FROM contract_pdfs').run();
  const at = performance.now();
  await (await fetch(url)).arrayBuffer();
  console.log(`drawn on the opening (as every opening was before): ${ms(at)}`);
  await server.close();
}

void main();
