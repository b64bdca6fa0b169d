"""Writes a receipt the tests made up (never a real person's) in one of the forms a
household has them, and prints what it holds as JSON.

usage: make_receipt.py LANG SEED FORM OUT
  LANG  fr (a French supermarket, euros), ja (a Japanese one, yen) or zh (a Taiwanese
        one, NT$, with an e-invoice's QR codes in its photo)
  SEED  a whole number: the same seed gives the same receipt; seed 0 is the small
        receipt the tests check by hand
  FORM  text, eml (an HTML e-mail, quoted-printable), pdf (the text through LibreOffice),
        photo (a PNG at phone resolution: receipt font, slightly rotated, blurred and
        noised), qr-big5 / qr-utf8 (zh: the photo with the two e-invoice QR codes, their
        names in Big5 or UTF-8)

The JSON printed: store, date (YYYY-MM-DD), currency, total (decimal text), and lines,
each with kind (product, discount, deposit), text, total, and item (the household's
name for a product line, what a person would decide it is).
"""
import base64
import json
import os
import random
import subprocess
import sys
import tempfile

LANG, SEED, FORM, OUT = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]

# Per language: stores, then products as (printed text, household's item, price in minor
# units), a weighed product, and the words of the till.
STORES = {
    "fr": ["CARREFOUR MARKET", "MONOPRIX", "FRANPRIX"],
    "ja": ["スーパーさくら 渋谷店", "まるやマート 中野店", "ひかり食品館"],
    "zh": ["全聯福利中心 民生店", "美廉社 永和店", "頂好超市 信義店"],
}
PRODUCTS = {
    "fr": [
        ("LAIT DEMI-ECREME 1L", "Lait demi-écrémé", 99),
        ("CR.FRAICHE EP.30%", "Crème fraîche", 169),
        ("YAOURT NATURE X4", "Yaourt nature", 145),
        ("BAGUETTE TRADITION", "Baguette", 121),
        ("BEURRE DOUX 250G", "Beurre", 269),
        ("OEUFS PLEIN AIR X6", "Oeufs", 235),
        ("COMTE AOP 200G", "Comté", 459),
        ("PATES FUSILLI 500G", "Pâtes", 119),
        ("RIZ BASMATI 1KG", "Riz basmati", 289),
        ("JAMBON BLANC X4", "Jambon", 315),
        ("CAFE MOULU 250G", "Café", 399),
        ("CHOCOLAT NOIR 70%", "Chocolat noir", 189),
    ],
    "ja": [
        ("牛乳 1000ml", "牛乳", 238),
        ("食パン 6枚切", "食パン", 168),
        ("卵 10個", "卵", 258),
        ("納豆 3P", "納豆", 98),
        ("豆腐 絹", "豆腐", 68),
        ("キャベツ", "キャベツ", 198),
        ("鶏もも肉", "鶏もも肉", 498),
        ("白米 5kg", "白米", 2380),
        ("味噌 750g", "味噌", 348),
        ("緑茶 2L", "緑茶", 178),
        ("ヨーグルト", "ヨーグルト", 158),
        ("醤油 1L", "醤油", 298),
    ],
    "zh": [
        ("鮮乳 936ml", "鮮乳", 85),
        ("雞蛋 10入", "雞蛋", 65),
        ("白吐司", "吐司", 45),
        ("豆漿 450ml", "豆漿", 25),
        ("高麗菜", "高麗菜", 59),
        ("香蕉", "香蕉", 39),
        ("白米 3kg", "白米", 229),
        ("醬油 500ml", "醬油", 75),
        ("綠茶 600ml", "綠茶", 29),
        ("泡麵 5入", "泡麵", 109),
        ("豆腐", "豆腐", 35),
        ("烏龍茶 1L", "烏龍茶", 49),
    ],
}
WEIGHED = {"fr": ("POMMES GALA", "Pommes", 399), "ja": ("バナナ", "バナナ", 0), "zh": None}
DISCOUNT = {"fr": "REMISE", "ja": "値引", "zh": "折扣"}
TOTAL = {"fr": "TOTAL", "ja": "合計", "zh": "總計"}
CURRENCY = {"fr": "EUR", "ja": "JPY", "zh": "TWD"}


def amount(minor):
    """The amount as the till prints it."""
    if LANG == "fr":
        sign = "-" if minor < 0 else ""
        return f"{sign}{abs(minor) // 100},{abs(minor) % 100:02d}"
    if LANG == "ja":
        return f"-{-minor}" if minor < 0 else f"¥{minor:,}"
    return f"-{-minor}元" if minor < 0 else f"{minor}元"


def decimal(minor):
    """The amount as Larder's JSON writes it."""
    if LANG == "ja":
        return str(minor)
    if LANG == "zh":  # NT$ are printed whole; ISO 4217 gives them 2 decimals
        return f"{minor}.00"
    sign = "-" if minor < 0 else ""
    return f"{sign}{abs(minor) // 100}.{abs(minor) % 100:02d}"


def make():
    """The receipt's store, day, lines (kind, text, total, item, printed rows)."""
    rng = random.Random(SEED * 7919 + {"fr": 1, "ja": 2, "zh": 3}[LANG])
    if SEED == 0:
        store = STORES[LANG][0]
        picks = PRODUCTS[LANG][:4]
    else:
        store = rng.choice(STORES[LANG])
        picks = rng.sample(PRODUCTS[LANG], rng.randint(5, 8))
    day = (2026, 11, 28 if SEED == 0 else rng.randint(1, 28))
    lines = []
    for index, (text, item, price) in enumerate(picks):
        count = 2 if index == 2 else 1
        total = price * count
        rows = [text]
        if count == 1:
            rows = [(text, amount(total))]
        elif LANG == "fr":
            rows = [(text, ""), (f"  {count} x {amount(price)}", amount(total))]
        elif LANG == "ja":
            rows = [(text, ""), (f"  {count}コ X 単{price}", amount(total))]
        else:
            rows = [(f"{text} {count} x {price}", amount(total))]
        lines.append({"kind": "product", "text": text, "total": total, "item": item,
                      "rows": rows, "count": count, "price": price})
        if index == 1:
            off = 50 if LANG == "fr" else 30 if LANG == "ja" else 10
            lines.append({"kind": "discount", "text": DISCOUNT[LANG], "total": -off,
                          "rows": [(DISCOUNT[LANG], amount(-off))]})
    weighed = WEIGHED[LANG]
    if weighed and LANG == "fr":
        text, item, per_kilo = weighed
        grams = 512 if SEED == 0 else rng.randint(300, 1500)
        total = (grams * per_kilo + 500) // 1000
        lines.append({"kind": "product", "text": text, "total": total, "item": item,
                      "rows": [(text, ""), (f"  0,{grams:03d} kg x 3,99 €/kg" if grams < 1000
                                            else f"  1,{grams - 1000:03d} kg x 3,99 €/kg",
                                            amount(total))]})
        lines.append({"kind": "product", "text": "EAU MINERALE 6X1,5L", "total": 189,
                      "item": "Eau minérale", "rows": [("EAU MINERALE 6X1,5L", amount(189))]})
        lines.append({"kind": "deposit", "text": "CONSIGNE", "total": 20,
                      "rows": [("CONSIGNE", amount(20))]})
    return store, day, lines


store, (year, month, day), lines = make()
total = sum(line["total"] for line in lines)
width = 32


def pad(left, right):
    """A row of the receipt: the text, then the amount flush right (CJK counts double)."""
    def cells(text):
        return sum(2 if ord(c) > 0x2E80 else 1 for c in text)
    gap = max(2, width - cells(left) - cells(right))
    return left + " " * gap + right if right else left


def header():
    if LANG == "fr":
        return [store, "12 RUE DE LA PAIX 69002 LYON", f"{day:02d}/{month:02d}/{year} 18:32"]
    if LANG == "ja":
        return [store, "〒150-0001 東京都渋谷区", f"{year}年{month}月{day}日(土) 18:32"]
    return [store, "電子發票證明聯", f"{year - 1911}年{month - 1 + month % 2:02d}-{month + month % 2:02d}月",
            f"{year - 1911}/{month:02d}/{day:02d} 19:05:11"]


def text_rows():
    rows = header()
    for line in lines:
        for row in line["rows"]:
            rows.append(pad(*row) if isinstance(row, tuple) else row)
    rows.append(pad(TOTAL[LANG], amount(total)))
    rows.append(pad({"fr": "CB", "ja": "お預り", "zh": "現金"}[LANG], amount(total)))
    return rows


def write_text(path):
    with open(path, "w", encoding="utf-8") as out:
        out.write("\n".join(text_rows()) + "\n")


def write_eml(path):
    from email.message import EmailMessage
    from email import policy
    cells = "".join(
        f"<tr><td>{line['text']}</td><td align=right>{amount(line['total'])}</td></tr>\n"
        for line in lines)
    html = (f"<html><head><style>td {{ padding: 2px }}</style></head><body>"
            f"<h1>{store}</h1><p>Ticket du {day:02d}/{month:02d}/{year}</p>\n"
            f"<table>\n{cells}<tr><td><b>{TOTAL[LANG]}</b></td>"
            f"<td>{amount(total)}</td></tr></table></body></html>")
    message = EmailMessage(policy=policy.SMTP)
    message["From"] = "tickets@example.com"
    message["To"] = "household@example.com"
    message["Subject"] = f"Votre ticket {store}"
    message["Date"] = "Sat, 28 Nov 2026 18:40:00 +0100"
    message.set_content(html, subtype="html", cte="quoted-printable")
    with open(path, "wb") as out:
        out.write(message.as_bytes())


def write_pdf(path):
    # LibreOffice Calc (the tests' LibreOffice has no Writer) takes each line as one cell
    # (tab-separated, and the text has no tab) and prints the sheet's name, the file's, at
    # the top of the page: the file is named after the store, as a store's PDF starts.
    folder = tempfile.mkdtemp()
    source = os.path.join(folder, store + ".txt")
    write_text(source)
    profile = "file://" + os.path.join(folder, "profile")
    subprocess.run(
        ["soffice", f"-env:UserInstallation={profile}", "--headless",
         "--infilter=Text - txt - csv (StarCalc):9,34,76,1", "--convert-to", "pdf",
         "--outdir", folder, source], check=True, capture_output=True, timeout=300)
    os.replace(os.path.join(folder, store + ".pdf"), path)


def font(size):
    from PIL import ImageFont
    if LANG == "fr":
        return ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf", size)
    # Noto Sans Mono CJK: index 7 of the collection is JP, 9 is TC (fonts-noto-cjk).
    collection = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
    return ImageFont.truetype(collection, size, index=7 if LANG == "ja" else 9)


def qr_payloads(encoding):
    """The two e-invoice codes: the left's 77-character head and items, the right's rest."""
    number = "AB" + f"{(SEED * 7919) % 100000000:08d}"
    roc = f"{year - 1911:03d}{month:02d}{day:02d}"
    head = (number + roc + "4321" + f"{total:08x}" + f"{total:08x}" + "00000000" + "24549210"
            + "dGVzdGluZ29ubHkxMjM0NTY3")
    assert len(head) == 77
    flag = {"big5": b"0", "utf8": b"1"}[encoding]

    def name(text):
        return text.encode("big5" if encoding == "big5" else "utf-8")

    # A product's item holds its count and unit price; a discount is an item of its own,
    # at a negative price.
    items = [name(line["text"]) + b":" + str(line.get("count", 1)).encode() + b":"
             + str(line.get("price", line["total"])).encode() for line in lines]
    left_items, right_items = items[:2], items[2:]
    left = (head.encode() + b":**********:" + str(len(left_items)).encode() + b":"
            + str(len(items)).encode() + b":" + flag + b":" + b":".join(left_items))
    right = b"**" + b":".join(right_items)
    return left, right


def write_photo(path, codes=None):
    from PIL import Image, ImageDraw, ImageFilter
    rows = text_rows()
    size = 34
    face = font(size)
    line_height = int(size * 1.5)
    page_width = 1100
    qr_height = 0
    images = []
    if codes:
        import qrcode
        for payload in codes:
            code = qrcode.QRCode(error_correction=qrcode.constants.ERROR_CORRECT_L, box_size=6,
                                 border=4)
            code.add_data(payload, optimize=0)
            code.make(fit=True)
            images.append(code.make_image(fill_color="black", back_color="white")
                          .convert("L"))
        qr_height = max(image.size[1] for image in images) + 40
    height = 80 + line_height * len(rows) + qr_height + 80
    page = Image.new("L", (page_width, height), 255)
    draw = ImageDraw.Draw(page)
    y = 60
    for row in rows:
        draw.text((70, y), row, font=face, fill=20)
        y += line_height
    if codes:
        x = 70
        for image in images:
            page.paste(image, (x, y + 20))
            x += image.size[0] + 40
    rng = random.Random(SEED + 17)
    page = page.rotate(rng.uniform(-1.2, 1.2), resample=Image.BICUBIC, expand=True,
                       fillcolor=255)
    page = page.filter(ImageFilter.GaussianBlur(radius=0.7))
    noise = Image.effect_noise(page.size, 18)
    page = Image.blend(page, noise, 0.08)
    page.save(path)


if FORM == "text":
    write_text(OUT)
elif FORM == "eml":
    write_eml(OUT)
elif FORM == "pdf":
    write_pdf(OUT)
elif FORM == "photo":
    write_photo(OUT)
elif FORM in ("qr-big5", "qr-utf8"):
    write_photo(OUT, codes=qr_payloads(FORM[3:]))
else:
    sys.exit(f"unknown form {FORM}")

print(json.dumps({
    "store": store, "date": f"{year}-{month:02d}-{day:02d}", "currency": CURRENCY[LANG],
    "total": decimal(total),
    "lines": [{"kind": line["kind"], "text": line["text"], "total": decimal(line["total"]),
               **({"item": line["item"]} if "item" in line else {})} for line in lines],
}, ensure_ascii=False))
