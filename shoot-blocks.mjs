import { chromium } from 'playwright';
const [path, tag] = [process.argv[2], process.argv[3]];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [360, 1366]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto('http://127.0.0.1:4612' + path, { waitUntil: 'networkidle' });
  const blocks = page.locator('#main > *');
  const n = await blocks.count();
  const shots = [];
  for (let i = 0; i < n; i++) {
    const block = blocks.nth(i);
    if (!(await block.isVisible())) continue;
    await block.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    const box = await block.boundingBox();
    if (!box || box.height < 5) continue;
    const file = `/tmp/home-shots/blocks/${tag}-${width}-${String(i).padStart(2, '0')}.png`;
    await block.screenshot({ path: file });
    shots.push(file);
  }
  console.log(shots.length);
  await page.close();
}
await browser.close();
