// The HTML shell of every built page: Docusaurus's own, except for how its
// scripts load. Docusaurus puts them in <head> with defer; when they arrive
// quickly they run before the browser has painted the page, and the reader
// waits for a few hundred kilobytes of JavaScript to see text that is
// already there. Here the page paints first and the scripts load after that
// frame, in order; a page opened in a background tab, which has no frames,
// loads them at once.
export default `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>
      (function (scripts) {
        function load() {
          scripts.forEach(function (src) {
            var s = document.createElement('script');
            s.src = src;
            s.async = false;
            document.body.appendChild(s);
          });
        }
        if (document.visibilityState === 'hidden') load();
        else requestAnimationFrame(function () { setTimeout(load, 0); });
      })([<% it.scripts.forEach((script) => { %>"<%= it.baseUrl %><%= script %>",<% }); %>]);
    </script>
  </body>
</html>
`;
