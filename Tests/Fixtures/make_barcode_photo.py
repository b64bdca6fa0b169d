"""Draws a "photo" of product barcodes, for the scanning tests: each code drawn by
python-barcode, pasted side by side on a white page, the page turned and blurred, saved as
PNG or JPEG.

    python3 make_barcode_photo.py OUT.png|OUT.jpg [--rotate DEGREES] [--blur RADIUS] KIND:DIGITS...

KIND is ean13, upca or ean8; DIGITS are the code's digits without its check digit
(python-barcode adds it), or with it. Writes nothing but OUT.
"""

import argparse
import io

import barcode
from barcode.writer import ImageWriter
from PIL import Image, ImageFilter


def drawn(kind, digits):
    """One code as a PIL image, its bars tall enough for a turned scan line to cross."""
    symbology = {"ean13": "ean13", "upca": "upca", "ean8": "ean8"}[kind]
    code = barcode.get(symbology, digits, writer=ImageWriter())
    out = io.BytesIO()
    code.write(out, options={"module_height": 30.0, "module_width": 0.4, "quiet_zone": 8.0,
                             "dpi": 200, "write_text": True, "font_size": 10})
    out.seek(0)
    return Image.open(out).convert("RGB")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--rotate", type=float, default=0.0)
    parser.add_argument("--blur", type=float, default=0.0)
    parser.add_argument("codes", nargs="+")
    args = parser.parse_args()
    images = [drawn(*code.split(":", 1)) for code in args.codes]
    gap = 80
    width = sum(image.width for image in images) + gap * (len(images) + 1)
    height = max(image.height for image in images) + 2 * gap
    page = Image.new("RGB", (width, height), "white")
    x = gap
    for image in images:
        page.paste(image, (x, gap))
        x += image.width + gap
    if args.rotate:
        page = page.rotate(args.rotate, expand=True, fillcolor="white",
                           resample=Image.BICUBIC)
    if args.blur:
        page = page.filter(ImageFilter.GaussianBlur(args.blur))
    if args.out.lower().endswith((".jpg", ".jpeg")):
        page.save(args.out, "JPEG", quality=85)
    else:
        page.save(args.out, "PNG")


main()
