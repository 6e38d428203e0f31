/** Served under /m/ when the web app has not been built, so a fresh checkout explains itself. */
export const notBuiltPage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Web app not built</title></head>
<body style="font-family: sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem">
<h1>The web app is not built yet</h1>
<p>The server is running, but there is no web build to serve. From the repository root run</p>
<pre>npm run build</pre>
<p>and restart the server (or start everything with <code>npm start</code>, which builds first).</p>
<p>The API is up: see <a href="/docs">/docs</a>.</p>
</body>
</html>
`;
