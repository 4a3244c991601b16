/**
 * The small local web site `bench/load.ts` audits, in its own process so that neither the load
 * generator nor the service shares its event loop: `/page` (any query) answers a ~2 kB HTML
 * page that passes most checks, `/robots.txt` allows everything. Listens on a free loopback
 * port, prints `{"port": N}` as one line, and runs until stdin closes.
 */
import { createServer } from 'node:http';

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Fresh roasted coffee beans delivered weekly | Bean Box</title>
<meta name="description" content="Single-origin coffee beans roasted to order and delivered every week. Choose your roast, grind and schedule; pause or cancel any time.">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="canonical" href="https://beanbox.example/">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Bean Box","url":"https://beanbox.example/"}</script>
</head>
<body>
<header><nav><a href="/">Home</a> <a href="/shop">Shop coffee</a> <a href="/about">About our roastery</a></nav></header>
<main>
<h1>Coffee beans, roasted this week</h1>
<p>We roast small batches of single-origin beans every Monday and ship them the same day.</p>
<h2>How it works</h2>
<p>Pick a roast, choose whole bean or ground, and set how often you want a bag.</p>
<img src="/img/beans.jpg" alt="A bag of freshly roasted coffee beans" width="640" height="360">
<h2>Our origins</h2>
<ul><li>Ethiopia Yirgacheffe</li><li>Colombia Huila</li><li>Guatemala Antigua</li></ul>
<p><a href="/origins">Read about the farms we buy from</a></p>
</main>
<footer><p>&copy; Bean Box</p></footer>
</body>
</html>`;

const server = createServer((request, response) => {
  const path = (request.url ?? '/').split('?')[0];
  if (path === '/robots.txt') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
  } else if (path === '/page') {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
  } else {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  }
});
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);
});
process.stdin.resume();
process.stdin.on('end', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
