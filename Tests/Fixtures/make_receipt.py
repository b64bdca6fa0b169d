"""Writes a receipt the tests made up (never a real person's) in one of the forms a
household has them, and prints what it holds as JSON.

usage: make_receipt.py LANG SEED FORM OUT [--with-counts]
  LANG  fr (a French supermarket, euros), ja (a Japanese one, yen) or zh (a Taiwanese
        one, NT$, with an e-invoice's QR codes in its photo)
  SEED  a whole number: the same seed gives the same receipt; seed 0 is the small
        receipt the tests check by hand
  FORM  text, eml (an HTML e-mail, quoted-printable), pdf (the text through LibreOffice),
        photo (a PNG at phone resolution: receipt font, slightly rotated, blurred and
        noised), qr-big5 / qr-utf8 (zh: the photo with the two e-invoice QR codes, their
        names in Big5 or UTF-8);
        photo:SURFACE[+OPTION...] (a phone's photo of the receipt lying on a table, JPEG
        unless OUT ends in .png): SURFACE wood, stone, cloth or white; OPTIONs perspective,
        shadow, exif6 or exif8, faded, 12mp (see write_scene), e.g.
        photo:stone+perspective+shadow, photo:cloth+exif6+12mp, photo:white+faded;
        pdf:mono, pdf:runs, pdf:a4 (a PDF drawn with reportlab: an 80 mm roll in Courier, one
        string a line; an 80 mm roll in Helvetica, names and amounts as separate runs; an A4
        e-receipt with the lines as a table; see write_layout_pdf)

The JSON printed: store, date (YYYY-MM-DD), currency, total (decimal text), and lines,
each with kind (product, discount, deposit), text, total, and item (the household's
name for a product line, what a person would decide it is); the same for every form of
the same LANG and SEED. With --with-counts each line also has count (how many, or the
kilograms of a weighed line, as `larder receipt --format json` writes it) and unit (kg,
for a weighed line).
"""
import base64
import json
import os
import random
import subprocess
import sys
import tempfile

LANG, SEED, FORM, OUT = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
# --with-counts: each line of the JSON also has its count (and unit, kg for a weighed
# line), for bench/receipts.py; without it the JSON is what it has always been.
WITH_COUNTS = "--with-counts" in sys.argv[5:]

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
                      "grams": grams, "per_kilo": per_kilo,
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


# Photos as a phone takes them: FORM photo:SURFACE[+OPTION...], the receipt lying on a
# table, framed as a person frames it (40-80 % of the photo's height), with the textures
# made here (numpy and Pillow, no image downloaded). SURFACE: wood (planks with grain),
# stone (granite speckle), cloth (a dark woven cloth), white (a white table, little
# contrast with the paper). OPTIONs: perspective (taken at a slant: a trapezoid, not only a
# rotation), shadow (uneven light: a gradient and the phone's soft shadow across it), exif6
# / exif8 (the pixels stored turned a quarter, with EXIF Orientation 6 or 8, so that a
# viewer shows it upright), faded (an old thermal print: gray, of low contrast), 12mp (a
# phone's 4000×3000; else 2000×1500). The receipt is always turned a few degrees, lit a
# little unevenly, blurred and noised as a phone's sensor; a JPEG unless OUT ends in .png.
SURFACES = ("wood", "stone", "cloth", "white")
PHOTO_OPTIONS = ("perspective", "shadow", "exif6", "exif8", "12mp", "faded")
FOOTER = {"fr": "MERCI DE VOTRE VISITE", "ja": "ありがとうございました", "zh": "謝謝光臨"}
PAYMENT = {"fr": "CB", "ja": "お預り", "zh": "現金"}


def scene_form(form):
    """The surface and the options of photo:SURFACE+OPTION..."""
    surface, *options = form.split(":", 1)[1].split("+")
    if surface not in SURFACES:
        sys.exit(f"unknown surface {surface} (one of {', '.join(SURFACES)})")
    for option in options:
        if option not in PHOTO_OPTIONS:
            sys.exit(f"unknown photo option {option} (of {', '.join(PHOTO_OPTIONS)})")
    if "exif6" in options and "exif8" in options:
        sys.exit("exif6 and exif8 exclude each other")
    return surface, set(options)


def smooth_noise(rng, height, width, cell_y, cell_x):
    """Gaussian noise of unit variance, smooth over about cell_y × cell_x pixels."""
    import numpy as np
    from PIL import Image
    rows = max(2, int(height / max(cell_y, 1.0)) + 2)
    columns = max(2, int(width / max(cell_x, 1.0)) + 2)
    grid = rng.standard_normal((rows, columns)).astype(np.float32)
    return np.asarray(Image.fromarray(grid).resize((width, height), Image.BICUBIC))


def fractal_noise(rng, height, width, cell, octaves=4):
    """Noise with detail at cell, cell/2, cell/4…, about unit variance."""
    import numpy as np
    total = np.zeros((height, width), np.float32)
    weight = 0.0
    for octave in range(octaves):
        amplitude = 0.55 ** octave
        size = cell / 2 ** octave
        total += amplitude * smooth_noise(rng, height, width, size, size)
        weight += amplitude ** 2
    return total / np.sqrt(weight)


def wood_texture(rng, height, width):
    """Planks of oak or walnut: rings bent by the wood's figure, fibres, dark joints."""
    import numpy as np
    across = rng.random() < 0.5  # the planks run across the photo, else along it
    h, w = (width, height) if across else (height, width)
    # Built with the grain along x: planks are bands of y.
    plank = h / rng.uniform(3.0, 4.5)
    offset = rng.uniform(0, plank)
    y = np.arange(h, dtype=np.float32)[:, None]
    index = np.floor((y + offset) / plank).astype(int) % 64
    tones = rng.uniform(-0.07, 0.07, 64).astype(np.float32)
    phases = rng.uniform(0, 100, 64).astype(np.float32)
    figure = (0.6 * smooth_noise(rng, h, w, h / 5, w / 2.5)
              + 0.25 * smooth_noise(rng, h, w, h / 25, w / 6))
    period = h / rng.uniform(35, 60)
    rings = 0.5 + 0.5 * np.sin(2 * np.pi * (y / period + phases[index] + figure))
    rings = rings ** 4  # thin dark latewood lines
    fibres = smooth_noise(rng, h, w, max(1.2, h / 900), w / 30)
    value = 0.62 + tones[index] - 0.25 * rings + 0.045 * fibres
    joint = ((y + offset) % plank) < max(1.5, h / 900)
    value = np.where(joint, value * 0.45, value)
    if rng.random() < 0.5:
        light, dark = np.array([0.80, 0.62, 0.42]), np.array([0.40, 0.25, 0.13])  # oak
    else:
        light, dark = np.array([0.55, 0.37, 0.24]), np.array([0.20, 0.12, 0.07])  # walnut
    value = np.clip(value, 0, 1)[..., None]
    image = (dark + (light - dark) * value).astype(np.float32)
    return image.transpose(1, 0, 2) if across else image


def stone_texture(rng, height, width):
    """Polished granite: crystals of black mica, gray and light quartz, pink feldspar."""
    import numpy as np
    from PIL import Image
    # A gray granite, as most kitchen tops are: its lightest quartz well under the paper.
    palette = np.array([[0.08, 0.08, 0.09], [0.62, 0.61, 0.59], [0.40, 0.39, 0.39],
                        [0.52, 0.43, 0.40], [0.24, 0.23, 0.24]], np.float32)
    odds = np.array([0.18, 0.14, 0.30, 0.16, 0.22])
    image = np.zeros((height, width, 3), np.float32)
    for grain, share in ((height / rng.uniform(500, 700), 0.6), (height / rng.uniform(160, 240), 0.4)):
        rows, columns = int(height / grain) + 2, int(width / grain) + 2
        pick = rng.choice(len(palette), size=(rows, columns), p=odds)
        small = palette[pick] * rng.uniform(0.85, 1.12, (rows, columns, 1)).astype(np.float32)
        small = (np.clip(small, 0, 1) * 255).astype(np.uint8)
        big = Image.fromarray(small).resize((width, height), Image.BICUBIC)
        image += share * np.asarray(big, np.float32) / 255
    mottle = fractal_noise(rng, height, width, height / 6, 3)
    return np.clip(image * (1 + 0.06 * mottle[..., None]), 0, 1)


def cloth_texture(rng, height, width):
    """A dark woven cloth (navy, charcoal, green or wine): threads over and under, folds."""
    import numpy as np
    period = max(4.0, height / rng.uniform(180, 260))
    angle = rng.uniform(-0.3, 0.3)
    yy, xx = np.mgrid[0:height, 0:width].astype(np.float32)
    u = xx * np.cos(angle) + yy * np.sin(angle)
    v = yy * np.cos(angle) - xx * np.sin(angle)
    fu, fv = (u / period) % 1, (v / period) % 1
    over = (np.floor(u / period) + np.floor(v / period)) % 2 == 0
    warp = np.sin(np.pi * fu) * (0.75 + 0.25 * np.sin(np.pi * fv))
    weft = np.sin(np.pi * fv) * (0.75 + 0.25 * np.sin(np.pi * fu))
    value = np.where(over, warp, weft)
    del yy, xx, u, v, fu, fv, over, warp, weft
    slub = smooth_noise(rng, height, width, period * 0.8, period * 12)
    folds = fractal_noise(rng, height, width, height / 3, 3)
    colour = np.array([[0.10, 0.13, 0.24], [0.16, 0.16, 0.17], [0.09, 0.17, 0.12],
                       [0.24, 0.08, 0.11]][rng.integers(4)], np.float32)
    shade = (0.55 + 0.55 * value + 0.08 * slub) * (1 + 0.22 * folds)
    return np.clip(colour * shade[..., None], 0, 1)


def white_texture(rng, height, width):
    """A white table, a little darker than the paper: hardly any contrast."""
    import numpy as np
    level = rng.uniform(0.88, 0.92)
    value = level + 0.012 * fractal_noise(rng, height, width, height / 3, 3)
    return np.clip(value[..., None] * np.array([1.0, 0.995, 0.985], np.float32), 0, 1)


def scene_rows():
    """The receipt as a till prints it: the head centred, rules, the lines, the foot."""
    head = header()
    body = text_rows()[len(head):]
    rule = "-" * width
    return ([(row, "centre") for row in head] + [(rule, "left")]
            + [(row, "left") for row in body[:-2]] + [(rule, "left")]
            + [(row, "left") for row in body[-2:]] + [("", "left"), (FOOTER[LANG], "centre")])


def paper_image(rng, paper_height, faded):
    """The receipt paper, paper_height pixels high: RGB as floats and its mask (torn ends)."""
    import numpy as np
    from PIL import Image, ImageDraw
    rows = scene_rows()
    top, bottom = 2.0, 2.6
    row_height = paper_height / (len(rows) + top + bottom)
    supersample = 2
    size = max(10, int(round(row_height / 1.45 * supersample)))
    face = font(size)
    cell = face.getlength("0")
    line = size * 1.45
    margin = cell * rng.uniform(2.0, 3.0)
    page_width = int(2 * margin + width * cell)
    page_height = int(line * (len(rows) + top + bottom))
    ink = Image.new("L", (page_width, page_height), 0)
    draw = ImageDraw.Draw(ink)
    y = line * top
    for text, align in rows:
        x = (page_width - face.getlength(text)) / 2 if align == "centre" else margin
        draw.text((x, y), text, font=face, fill=255)
        y += line
    w, h = round(page_width / supersample), round(page_height / supersample)
    ink = np.asarray(ink.resize((w, h), Image.LANCZOS), np.float32) / 255
    # Thermal ink: nearly black, a little uneven; faded, a light gray that varies.
    strength = smooth_noise(rng, h, w, h / 4, w / 2)
    if faded:
        strength = np.clip(0.55 + 0.06 * strength, 0.45, 0.65)
        paper = np.array([0.95, 0.93, 0.86], np.float32)
        colour = np.array([0.30, 0.28, 0.27], np.float32)
    else:
        strength = np.clip(0.93 + 0.03 * strength, 0.85, 1.0)
        paper = np.array([0.975, 0.97, 0.955], np.float32)
        colour = np.array([0.10, 0.10, 0.13], np.float32)
    grain = (1 + 0.012 * smooth_noise(rng, h, w, 2, 2)
             + 0.01 * smooth_noise(rng, h, w, h / 6, w / 3))[..., None]
    alpha = (ink * strength)[..., None]
    image = (paper * grain) * (1 - alpha) + colour * alpha
    # The curl of the roll darkens its sides; a fold, when there is one, its lower part.
    across = np.linspace(-1, 1, w, dtype=np.float32)[None, :, None]
    image = image * (1 - 0.05 * across ** 2)
    if rng.random() < 0.5:
        fold = rng.uniform(0.35, 0.65) * h
        down = np.arange(h, dtype=np.float32)[:, None, None] - fold
        image = image * (1 - 0.04 * (down > 0)) * (1 + 0.04 * np.exp(-(down / 2.5) ** 2))
    # Torn ends: the saw-teeth of the printer's blade, a little irregular.
    x = np.arange(w, dtype=np.float32)
    tooth = max(3.0, cell / supersample * 0.9)
    depth = max(1.5, h * 0.004)

    def torn():
        teeth = np.abs(((x / tooth) + rng.uniform(0, 1)) % 1 - 0.5) * 2
        return depth * (teeth + 0.4 * rng.random(w))

    yy = np.arange(h, dtype=np.float32)[:, None]
    mask = np.clip(yy - torn()[None, :] + 0.5, 0, 1) * np.clip(h - 1 - torn()[None, :] - yy + 0.5, 0, 1)
    return np.clip(image, 0, 1), mask.astype(np.float32)


def perspective_coefficients(photo_corners, paper_corners):
    """PIL's PERSPECTIVE coefficients: each photo pixel's place on the paper."""
    import numpy as np
    matrix, target = [], []
    for (x, y), (u, v) in zip(photo_corners, paper_corners):
        matrix.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        target.append(u)
        matrix.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        target.append(v)
    return np.linalg.solve(np.array(matrix), np.array(target)).tolist()


def write_scene(path):
    import numpy as np
    from PIL import Image, ImageFilter
    import zlib
    surface, options = scene_form(FORM)
    rng = np.random.default_rng([SEED, {"fr": 1, "ja": 2, "zh": 3}[LANG], zlib.crc32(FORM.encode())])
    width_px, height_px = (3000, 4000) if "12mp" in options else (1500, 2000)  # as shown, portrait
    background = {"wood": wood_texture, "stone": stone_texture, "cloth": cloth_texture,
                  "white": white_texture}[surface](rng, height_px, width_px)
    # The receipt: its height a share of the photo's, turned a few degrees, at a slant
    # with the perspective option.
    share = rng.uniform(0.58, 0.74)
    paper, mask = paper_image(rng, share * height_px, "faded" in options)
    ph, pw = mask.shape
    half_w, half_h = pw / 2, ph / 2
    corners = np.array([[-half_w, -half_h], [half_w, -half_h], [half_w, half_h], [-half_w, half_h]])
    if "perspective" in options:
        narrow = rng.uniform(0.12, 0.24)  # the far end this much narrower
        side = rng.uniform(-0.07, 0.07)  # and one side a little shorter
        far = -1 if rng.random() < 0.7 else 1  # usually the top is the far end
        for corner in corners:
            nearness = 0.5 - far * corner[1] / ph  # 0 at the far end, 1 at the near one
            corner[0] *= 1 - narrow * (1 - nearness)
            corner[1] *= 1 - narrow * 0.45
            corner[1] *= 1 - side * corner[0] / pw
        corners += rng.normal(0, 0.004 * height_px, corners.shape)
    angle = np.radians(rng.uniform(0.6, 2.8) * rng.choice([-1, 1]))
    turn = np.array([[np.cos(angle), -np.sin(angle)], [np.sin(angle), np.cos(angle)]])
    corners = corners @ turn.T
    # Framed as a person frames it: 40-80 % of the height, inside the photo.
    span = corners.max(axis=0) - corners.min(axis=0)
    fit = min(1.0, 0.78 * height_px / span[1], 0.9 * width_px / span[0])
    corners *= fit
    span = corners.max(axis=0) - corners.min(axis=0)
    room = (np.array([width_px, height_px]) - span) / 2
    centre = np.array([width_px, height_px]) / 2 + rng.uniform(-0.6, 0.6, 2) * room * 0.6
    corners += centre
    coefficients = perspective_coefficients(
        corners.tolist(), [(0, 0), (pw, 0), (pw, ph), (0, ph)])
    paper_image_8 = Image.fromarray((paper * 255 + 0.5).astype(np.uint8))
    placed = np.asarray(paper_image_8.transform(
        (width_px, height_px), Image.PERSPECTIVE, coefficients, Image.BICUBIC,
        fillcolor=(255, 255, 255)), np.float32) / 255
    cover = Image.fromarray((mask * 255 + 0.5).astype(np.uint8)).transform(
        (width_px, height_px), Image.PERSPECTIVE, coefficients, Image.BICUBIC, fillcolor=0)
    # Its shadow on the table, from a light above and to one side.
    reach = height_px * 0.004
    shadow = cover.filter(ImageFilter.GaussianBlur(radius=height_px * 0.005)).transform(
        (width_px, height_px), Image.AFFINE, (1, 0, -reach, 0, 1, -reach * 1.5), Image.BILINEAR)
    shadow = np.asarray(shadow, np.float32)[..., None] / 255
    cover = np.asarray(cover, np.float32)[..., None] / 255
    darkness = 0.22 if surface == "white" else 0.35
    scene = background * (1 - darkness * shadow)
    scene = scene * (1 - cover) + placed * cover
    del background, placed, shadow, cover
    # The light: a vignette and a gentle gradient; with shadow a strong one and the soft
    # shadow of the phone over part of the receipt.
    yy, xx = np.mgrid[0:height_px, 0:width_px].astype(np.float32)
    xx = (xx - width_px / 2) / height_px
    yy = (yy - height_px / 2) / height_px
    light = 1 - 0.25 * (xx ** 2 + yy ** 2)
    direction = rng.uniform(0, 2 * np.pi)
    slope = np.cos(direction) * xx + np.sin(direction) * yy  # about -0.6…0.6
    if "shadow" in options:
        light *= 1 - rng.uniform(0.2, 0.3) * (slope + 0.6)
        edge = rng.uniform(0, 2 * np.pi)
        normal = np.array([np.cos(edge), np.sin(edge)])
        receipt = (corners - np.array([width_px, height_px]) / 2) / height_px
        reach_along = receipt @ normal  # the receipt's extent along the shadow's normal
        cut = reach_along.min() + rng.uniform(0.3, 0.55) * (reach_along.max() - reach_along.min())
        distance = normal[0] * xx + normal[1] * yy - cut
        distance += 0.012 * smooth_noise(rng, height_px, width_px, height_px / 4, height_px / 4)
        inside = 0.5 * (1 - np.tanh(distance / 0.025))
        light *= 1 - rng.uniform(0.3, 0.4) * inside
    else:
        light *= 1 - 0.08 * (slope + 0.6)
    del xx, yy, slope
    tint = np.array([1.0, 0.975, 0.93], np.float32) * rng.uniform(0.96, 1.04)
    scene = scene * light[..., None] * tint
    del light
    # The phone: focus a little soft, the sensor's noise, its JPEG.
    image = Image.fromarray((np.clip(scene, 0, 1) * 255 + 0.5).astype(np.uint8))
    del scene
    image = image.filter(ImageFilter.GaussianBlur(radius=0.6 * height_px / 2000))
    pixels = np.asarray(image, np.float32)
    pixels += rng.normal(0, 2.6, pixels.shape[:2])[..., None].astype(np.float32)
    pixels += rng.normal(0, 1.4, pixels.shape).astype(np.float32)
    image = Image.fromarray(np.clip(pixels + 0.5, 0, 255).astype(np.uint8))
    del pixels
    exif = Image.Exif()
    exif[0x010F] = "Larder tests"  # Make
    exif[0x0110] = "Made-up phone"  # Model
    if "exif6" in options:  # a viewer turns it a quarter clockwise to show it
        image = image.transpose(Image.Transpose.ROTATE_90)
        exif[0x0112] = 6
    elif "exif8" in options:  # a quarter anticlockwise
        image = image.transpose(Image.Transpose.ROTATE_270)
        exif[0x0112] = 8
    else:
        exif[0x0112] = 1
    if path.lower().endswith(".png"):
        image.save(path, "PNG", exif=exif.tobytes())
    else:
        image.save(path, "JPEG", quality=90, exif=exif.tobytes())


# PDFs as shops send them, drawn with reportlab: FORM pdf:mono (an 80 mm till roll in
# Courier, each line one text string, spaced as the till spaces it), pdf:runs (an 80 mm
# roll in Helvetica, a line's name and its amount two text runs, the amount set flush right)
# or pdf:a4 (an A4 e-receipt: a logo and the store's head, an order number, the lines as a
# table in part of the page, a points box and a foot). Japanese and Taiwanese use
# WenQuanYi Zen Hei (fonts-wqy-zenhei: TrueType, embedded; its Mono face for mono), as
# reportlab cannot embed Noto CJK's PostScript outlines. The same receipt prints the same
# bytes (reportlab's invariant mode).
CJK_TRUETYPE = "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc"
PDF_LAYOUTS = ("mono", "runs", "a4")


def pdf_fonts():
    """The regular, bold and monospaced fonts of the language."""
    if LANG == "fr":
        return {"sans": "Helvetica", "bold": "Helvetica-Bold", "mono": "Courier",
                "mono-bold": "Courier-Bold"}
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    pdfmetrics.registerFont(TTFont("ZenHei", CJK_TRUETYPE, subfontIndex=0))
    pdfmetrics.registerFont(TTFont("ZenHeiMono", CJK_TRUETYPE, subfontIndex=1))
    return {"sans": "ZenHei", "bold": "ZenHei", "mono": "ZenHeiMono", "mono-bold": "ZenHeiMono"}


def pdf_canvas(path, size):
    from reportlab.pdfgen import canvas
    page = canvas.Canvas(path, pagesize=size, invariant=1)
    page.setTitle({"fr": "Ticket de caisse", "ja": "電子レシート", "zh": "電子發票證明聯"}[LANG])
    page.setAuthor(store)
    page.setCreator("Larder tests (make_receipt.py)")
    return page


def cells(text):
    return sum(2 if ord(c) > 0x2E80 else 1 for c in text)


def write_pdf_mono(path):
    from reportlab.lib.units import mm
    fonts = pdf_fonts()
    size = 8.5 if LANG == "fr" else 10
    cell = 0.6 * size if LANG == "fr" else 0.5 * size
    leading = size * 1.3
    rows = []
    for text, align in scene_rows():
        if align == "centre":
            text = " " * max(0, (width - cells(text)) // 2) + text
        rows.append(text)
    page_width, page_height = 80 * mm, (len(rows) + 5) * leading
    page = pdf_canvas(path, (page_width, page_height))
    x = (page_width - width * cell) / 2
    y = page_height - 3 * leading
    for index, text in enumerate(rows):
        bold = index == 0 or text.startswith(TOTAL[LANG])
        page.setFont(fonts["mono-bold"] if bold else fonts["mono"], size)
        page.drawString(x, y, text)
        y -= leading
    page.showPage()
    page.save()


def write_pdf_runs(path):
    from reportlab.lib.units import mm
    fonts = pdf_fonts()
    size = 8.5 if LANG == "fr" else 9
    leading = size * 1.45
    head = header()
    count = len(head) + sum(len(line["rows"]) for line in lines) + 6
    page_width, page_height = 80 * mm, (count + 4) * leading
    page = pdf_canvas(path, (page_width, page_height))
    left, right = 6 * mm, page_width - 6 * mm
    y = page_height - 2.5 * leading
    for index, text in enumerate(head):
        page.setFont(fonts["bold"] if index == 0 else fonts["sans"], size * (1.3 if index == 0 else 1))
        page.drawCentredString(page_width / 2, y, text)
        y -= leading * (1.2 if index == 0 else 1)
    page.setLineWidth(0.4)
    page.line(left, y + leading * 0.45, right, y + leading * 0.45)
    y -= leading * 0.5
    page.setFont(fonts["sans"], size)
    for line in lines:
        for row in line["rows"]:
            name, price = row if isinstance(row, tuple) else (row, "")
            indent = 4 * mm if name.startswith(" ") else 0
            page.drawString(left + indent, y, name.strip())
            if price:
                page.drawRightString(right, y, price)
            y -= leading
    page.line(left, y + leading * 0.45, right, y + leading * 0.45)
    y -= leading * 0.5
    page.setFont(fonts["bold"], size * 1.2)
    page.drawString(left, y, TOTAL[LANG])
    page.drawRightString(right, y, amount(total))
    y -= leading * 1.2
    page.setFont(fonts["sans"], size)
    page.drawString(left, y, PAYMENT[LANG])
    page.drawRightString(right, y, amount(total))
    y -= leading * 2
    page.drawCentredString(page_width / 2, y, FOOTER[LANG])
    page.showPage()
    page.save()


def write_pdf_a4(path):
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.units import mm
    fonts = pdf_fonts()
    page = pdf_canvas(path, A4)
    page_width, page_height = A4
    left = 20 * mm
    words = {
        "fr": {"title": "Ticket de caisse électronique", "order": "Commande n°", "date": "Date",
               "columns": ("Article", "Qté", "Prix unit.", "Montant"), "paid": "Payé par carte",
               "points": ("Votre carte fidélité", "Points gagnés", "Solde"),
               "foot": ["Merci de votre visite. Ticket à conserver pour tout échange sous 30 jours.",
                        f"{store} SAS - RCS Lyon 412 345 678 - TVA FR41 412345678",
                        "www.example.com/tickets - Service clients 09 69 32 00 00"]},
        "ja": {"title": "電子レシート", "order": "注文番号", "date": "日時",
               "columns": ("商品名", "数量", "単価", "金額"), "paid": "クレジット",
               "points": ("ポイントカード", "今回ポイント", "累計"),
               "foot": ["またのご来店をお待ちしております。", "登録番号 T1234567890123",
                        "お問い合わせ 0120-000-000"]},
        "zh": {"title": "電子發票證明聯", "order": "訂單編號", "date": "交易時間",
               "columns": ("品名", "數量", "單價", "金額"), "paid": "信用卡",
               "points": ("會員卡", "本次點數", "累計點數"),
               "foot": ["謝謝光臨，本證明聯僅供參考。", "賣方統編 24549210",
                        "客服專線 0800-000-000"]},
    }[LANG]
    rng = random.Random(SEED * 31 + 5)
    order = f"{rng.randint(1000, 9999)}-{rng.randint(0, 9999):04d}-{rng.randint(10, 99)}"
    head = header()
    # The head: a logo (the store's first letter in a coloured square), the store, its
    # address; the title, order number and date on the right.
    top = page_height - 20 * mm
    page.setFillColorRGB(*[(0.80, 0.10, 0.15), (0.05, 0.35, 0.65), (0.10, 0.55, 0.30)][SEED % 3])
    page.roundRect(left, top - 18 * mm, 18 * mm, 18 * mm, 3 * mm, stroke=0, fill=1)
    page.setFillColorRGB(1, 1, 1)
    page.setFont(fonts["bold"], 26)
    page.drawCentredString(left + 9 * mm, top - 12 * mm, store[0])
    page.setFillColorRGB(0, 0, 0)
    page.setFont(fonts["bold"], 16)
    page.drawString(left + 23 * mm, top - 7 * mm, store)
    page.setFont(fonts["sans"], 9)
    page.setFillColorRGB(0.35, 0.35, 0.35)
    page.drawString(left + 23 * mm, top - 13 * mm, head[1] if LANG != "zh" else "台北市信義區忠孝東路五段 1 號")
    page.setFillColorRGB(0, 0, 0)
    right = page_width - 20 * mm
    page.setFont(fonts["bold"], 12)
    page.drawRightString(right, top - 4 * mm, words["title"])
    page.setFont(fonts["sans"], 9)
    page.drawRightString(right, top - 10 * mm, f"{words['order']} {order}")
    page.drawRightString(right, top - 15 * mm, f"{words['date']} {head[-1]}")
    if LANG == "zh":
        page.drawRightString(right, top - 20 * mm, head[2])
    page.setLineWidth(0.6)
    page.line(left, top - 25 * mm, right, top - 25 * mm)
    # The lines: a table in the left two thirds.
    euro = " €" if LANG == "fr" else ""
    columns = [left, left + 62 * mm, left + 82 * mm, left + 104 * mm, left + 126 * mm]
    y = top - 36 * mm
    row_height = 6.5 * mm
    page.setFillColorRGB(0.90, 0.90, 0.90)
    page.rect(left, y - 2 * mm, columns[-1] - left, row_height, stroke=0, fill=1)
    page.setFillColorRGB(0, 0, 0)
    page.setFont(fonts["bold"], 9)
    page.drawString(left + 2 * mm, y, words["columns"][0])
    for index, title in enumerate(words["columns"][1:]):
        page.drawRightString(columns[index + 2] - 2 * mm, y, title)
    page.setFont(fonts["sans"], 9)
    page.setStrokeColorRGB(0.75, 0.75, 0.75)
    page.setLineWidth(0.3)
    for line in lines:
        y -= row_height
        if "grams" in line:
            quantity = f"{line['grams'] / 1000:.3f}".replace(".", ",") + " kg"
            unit = amount(line["per_kilo"]) + " €/kg"
        elif line["kind"] == "product":
            quantity = str(line.get("count", 1))
            unit = amount(line.get("price", line["total"])) + euro
        else:
            quantity, unit = "", ""
        page.drawString(left + 2 * mm, y, line["text"])
        for index, cell_text in enumerate((quantity, unit, amount(line["total"]) + euro)):
            if cell_text:
                page.drawRightString(columns[index + 2] - 2 * mm, y, cell_text)
        page.line(left, y - 2 * mm, columns[-1], y - 2 * mm)
    y -= row_height * 1.4
    page.setFont(fonts["bold"], 11)
    page.drawString(left + 2 * mm, y, TOTAL[LANG] + (" TTC" if LANG == "fr" else ""))
    page.drawRightString(columns[-1] - 2 * mm, y, amount(total) + euro)
    y -= row_height
    page.setFont(fonts["sans"], 9)
    page.drawString(left + 2 * mm, y, words["paid"])
    page.drawRightString(columns[-1] - 2 * mm, y, amount(total) + euro)
    if LANG in ("fr", "ja"):
        y -= row_height
        rate = 55 if LANG == "fr" else 80
        tax = (total * rate + (1000 + rate) // 2) // (1000 + rate)
        page.setFillColorRGB(0.35, 0.35, 0.35)
        page.drawString(left + 2 * mm, y, f"dont TVA 5,5 % : {amount(tax)} €" if LANG == "fr"
                        else f"(内消費税等 8% {amount(tax)})")
        page.setFillColorRGB(0, 0, 0)
    # The points box on the right.
    box = left + 132 * mm
    page.setStrokeColorRGB(0.6, 0.6, 0.6)
    page.roundRect(box, top - 62 * mm, right - box, 26 * mm, 2 * mm, stroke=1, fill=0)
    page.setFont(fonts["bold"], 9)
    page.drawString(box + 3 * mm, top - 42 * mm, words["points"][0])
    page.setFont(fonts["sans"], 8)
    page.drawString(box + 3 * mm, top - 49 * mm, f"{words['points'][1]}: {rng.randint(5, 40)}")
    page.drawString(box + 3 * mm, top - 55 * mm, f"{words['points'][2]}: {rng.randint(100, 2000)}")
    # The foot.
    page.setStrokeColorRGB(0.75, 0.75, 0.75)
    page.line(left, 30 * mm, right, 30 * mm)
    page.setFillColorRGB(0.4, 0.4, 0.4)
    page.setFont(fonts["sans"], 7.5)
    for index, text in enumerate(words["foot"]):
        page.drawCentredString(page_width / 2, 24 * mm - index * 4.5 * mm, text)
    page.drawRightString(right, 10 * mm, "1/1")
    page.showPage()
    page.save()


def write_layout_pdf(path):
    layout = FORM.split(":", 1)[1]
    if layout not in PDF_LAYOUTS:
        sys.exit(f"unknown PDF layout {layout} (one of {', '.join(PDF_LAYOUTS)})")
    {"mono": write_pdf_mono, "runs": write_pdf_runs, "a4": write_pdf_a4}[layout](path)


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
elif FORM.startswith("photo:"):
    write_scene(OUT)
elif FORM.startswith("pdf:"):
    write_layout_pdf(OUT)
else:
    sys.exit(f"unknown form {FORM}")

def counted(line):
    """A line's count as `larder receipt --format json` writes it: kilograms of a weighed
    line (with its unit), else how many."""
    if "grams" in line:
        return {"count": f"{line['grams'] / 1000:.3f}".rstrip("0").rstrip("."), "unit": "kg"}
    return {"count": str(line.get("count", 1))}


print(json.dumps({
    "store": store, "date": f"{year}-{month:02d}-{day:02d}", "currency": CURRENCY[LANG],
    "total": decimal(total),
    "lines": [{"kind": line["kind"], "text": line["text"], "total": decimal(line["total"]),
               **({"item": line["item"]} if "item" in line else {}),
               **(counted(line) if WITH_COUNTS else {})} for line in lines],
}, ensure_ascii=False))
