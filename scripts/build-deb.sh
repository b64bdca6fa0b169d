#!/usr/bin/env bash
# Builds .build/deb/larder_VERSION_ARCH.deb from the release binary and the generated man
# pages and completions (make deb runs it after make generated), with Debian's own tools:
# dpkg-shlibdeps computes Depends, dpkg-deb builds the archive, lintian checks it.
set -euo pipefail
version=$1
arch=$(dpkg --print-architecture)
out=.build/deb
root=$out/root
rm -rf "$out" && mkdir -p "$root"
make --no-print-directory install PREFIX=/usr DESTDIR="$PWD/$root" >/dev/null

# Debian's layout: zsh completions in vendor-completions (on Debian's $fpath), a stripped
# binary, compressed man pages and changelog, the copyright file.
mkdir -p "$root/usr/share/zsh/vendor-completions"
mv "$root/usr/share/zsh/site-functions/_larder" "$root/usr/share/zsh/vendor-completions/_larder"
rmdir "$root/usr/share/zsh/site-functions"
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$root/usr/bin/larder"
gzip -9n "$root"/usr/share/man/man1/*.1 "$root"/usr/share/man/man5/*.5
doc=$root/usr/share/doc/larder
gzip -9n "$doc/examples/purchases.csv" "$doc/examples/events.csv"
cp debian/copyright "$doc/copyright"
gzip -9nc debian/changelog > "$doc/changelog.gz"
find "$root" -type d -exec chmod 0755 {} +
find "$root" -type f -exec chmod 0644 {} +
chmod 0755 "$root/usr/bin/larder"

# Depends from the libraries the binary links, as Debian's packages declare them.
shlibs=$(mkdir -p "$out/src/debian" && cd "$out/src" \
  && printf 'Source: larder\n\nPackage: larder\nArchitecture: any\n' > debian/control \
  && dpkg-shlibdeps -O -e"../root/usr/bin/larder" 2>/dev/null)
depends=${shlibs#shlibs:Depends=}
[ -n "$depends" ] || { echo "dpkg-shlibdeps found no Depends" >&2; exit 1; }
# The libraries the commands that use them load (dlopen, Sources/LarderLoading; their
# sonames are in Sources/*/{XlsxWriter,Curl,MicroHTTPD,GnuTLS,Zbar,GdkPixbuf,Tesseract,Poppler,
# GMime,LibXML2,Mosquitto}.swift): the packages that install those files.
# Every reader below reads its input to the end: one that stopped at the first match would
# leave the writer to die of SIGPIPE, which pipefail makes the script's failure.
for soname in libxlsxwriter.so.4 libcurl.so.4 libmicrohttpd.so.12 libgnutls.so.30 libzbar.so.0 \
  libgdk_pixbuf-2.0.so.0 libtesseract.so.5 libpoppler-glib.so.8 libgmime-3.0.so.0 \
  libxml2.so.2 libmosquitto.so.1; do
  file=$(ldconfig -p | awk -v so="$soname" '$1 == so && !found { print $NF; found = 1 }')
  [ -n "$file" ] || { echo "$soname is not installed" >&2; exit 1; }
  package=$(dpkg -S "$(realpath "$file")" 2>/dev/null | sed -n '1s/:.*//p') || package=
  [ -n "$package" ] || package=$(dpkg -S "$file" | sed -n '1s/:.*//p')
  depends="$depends, $package"
done

mkdir -p "$root/DEBIAN"
sed -e "s/@VERSION@/$version/" -e "s/@ARCH@/$arch/" -e "s/@DEPENDS@/$depends/" \
  -e "s/@SIZE@/$(du -sk --exclude=DEBIAN "$root" | cut -f1)/" debian/control.in > "$root/DEBIAN/control"
deb=$out/larder_${version}_${arch}.deb
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
echo "$deb"
echo "Depends: $depends"
lintian --fail-on error "$deb" || {
  echo "lintian found errors in $deb" >&2; exit 1; }
