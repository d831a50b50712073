import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await b.newPage();
for (const n of ['landing-1280','landing-375','company-1280','company-375','company-projects-1280','company-projects-375','home-1280','home-375','companies-1280','companies-375']) {
  const a = readFileSync(`/tmp/pw/old-${n}.png`).toString('base64'); const c = readFileSync(`/tmp/pw/new-${n}.png`).toString('base64');
  const r = await page.evaluate(async ([a, c]) => {
    const load = (s) => new Promise((res) => { const i = new Image(); i.onload = () => res(i); i.src = 'data:image/png;base64,' + s; });
    const [ia, ic] = await Promise.all([load(a), load(c)]);
    const w = Math.min(ia.width, ic.width), h = Math.min(ia.height, ic.height);
    const cv = document.createElement('canvas'); cv.width = w; cv.height = h; const x = cv.getContext('2d');
    x.drawImage(ia, 0, 0); const da = x.getImageData(0, 0, w, h).data; x.clearRect(0,0,w,h); x.drawImage(ic, 0, 0); const dc = x.getImageData(0, 0, w, h).data;
    let n = 0, minY = 1e9, maxY = -1, minX = 1e9, maxX = -1;
    for (let i = 0; i < da.length; i += 4) { if (Math.abs(da[i]-dc[i]) + Math.abs(da[i+1]-dc[i+1]) + Math.abs(da[i+2]-dc[i+2]) > 30) { n++; const p = i/4, y = Math.floor(p / w), xx = p % w; minY = Math.min(minY, y); maxY = Math.max(maxY, y); minX = Math.min(minX, xx); maxX = Math.max(maxX, xx); } }
    return { size: [ia.width, ia.height, ic.width, ic.height], n, box: n ? [minX, minY, maxX, maxY] : null };
  }, [a, c]);
  console.log(n, JSON.stringify(r));
}
await b.close();
