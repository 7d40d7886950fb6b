/**
 * Demo catalogue for ShopKart, used by the database seed and by tests.
 *
 * All brand names are fictional. Prices are in whole rupees; `sellingPriceRupees` is present only
 * when the product is discounted. Exactly one product is out of stock and several are low on stock,
 * so the storefront's stock and free-shipping (above ₹999) rules can be exercised both ways.
 */

export interface SeedProduct {
  sku: string;
  name: string;
  category: string;
  description: string;
  mrpRupees: number;
  sellingPriceRupees?: number;
  stock: number;
  rating: number;
  reviews: number;
  tags: string[];
  specialFeatures: string[];
  specifications: Record<string, string>;
  hsn: string;
  /** A current GST slab for goods (docs/decisions/050-gst-calculation.md). */
  gstRatePercent: 0 | 5 | 18 | 40;
  related: string[];
  color: string;
  imageCount: 1 | 2 | 3;
}

export const SEED_CATEGORIES: readonly string[] = [
  'Electronics',
  'Fashion',
  'Home',
  'Sports',
  'Beauty',
  'Books',
  'Toys',
  'Automotive',
  'Food',
  'Health',
  'Pets',
  'Office',
];

export const SEED_PRODUCTS: readonly SeedProduct[] = [
  // ---------------------------------------------------------------- Electronics
  {
    sku: 'ELEC-BT-HP-001',
    name: 'Sonora Rockwave 450 Wireless Bluetooth Headphones',
    category: 'Electronics',
    description:
      'On-ear wireless headphones with 40 mm drivers tuned for deep bass and clear vocals. ' +
      'Padded ear cushions and an adjustable headband keep long listening sessions comfortable. ' +
      'A single charge lasts up to 40 hours, and a 10-minute charge gives 8 hours of playback.',
    mrpRupees: 3999,
    sellingPriceRupees: 1499,
    stock: 85,
    rating: 4.2,
    reviews: 4821,
    tags: ['headphones', 'headset', 'audio', 'bluetooth', 'wireless', 'earphones'],
    specialFeatures: [
      'Up to 40 hours of playback',
      'Fast charge: 10 minutes for 8 hours',
      'Built-in mic for calls',
      'Foldable design with soft ear cushions',
    ],
    specifications: {
      'Driver Size': '40 mm',
      'Battery Life': '40 hours',
      'Bluetooth Version': '5.3',
      'Charging Port': 'USB Type-C',
      Weight: '185 g',
      Warranty: '1 year',
    },
    hsn: '8518',
    gstRatePercent: 18,
    related: ['ELEC-SPK-004', 'ELEC-MOB-SP-002', 'ELEC-PB-003'],
    color: '#1f2937',
    imageCount: 3,
  },
  {
    sku: 'ELEC-TWS-EB-049',
    name: 'Sonora AirDots 210 True Wireless Earbuds with ENC Mic',
    category: 'Electronics',
    description:
      'In-ear true wireless earbuds with 10 mm drivers and environmental noise cancellation for clear calls. ' +
      'Touch controls, a low-latency game mode and IPX4 sweat resistance for workouts. ' +
      'Up to 36 hours with the charging case; a 10-minute charge gives 2 hours of music.',
    mrpRupees: 2499,
    sellingPriceRupees: 1199,
    stock: 120,
    rating: 4.1,
    reviews: 2316,
    tags: ['earbuds', 'tws', 'audio', 'bluetooth', 'wireless', 'earphones'],
    specialFeatures: [
      'Up to 36 hours with the case',
      'ENC mic for clear calls',
      'Low-latency game mode',
      'IPX4 sweat and splash resistance',
    ],
    specifications: {
      'Driver Size': '10 mm',
      'Battery Life': '36 hours (with case)',
      'Bluetooth Version': '5.3',
      'Charging Port': 'USB Type-C',
      Weight: '42 g',
      Warranty: '1 year',
    },
    hsn: '8518',
    gstRatePercent: 18,
    related: ['ELEC-BT-HP-001', 'ELEC-SPK-004', 'ELEC-PB-003'],
    color: '#0f766e',
    imageCount: 2,
  },
  {
    sku: 'ELEC-MOB-SP-002',
    name: 'Voltix Nova 5G Smartphone (8GB RAM, 128GB Storage, Midnight Blue)',
    category: 'Electronics',
    description:
      'A 5G smartphone with a 6.67-inch 120 Hz AMOLED display and an octa-core processor for smooth ' +
      'gaming and multitasking. The 50 MP main camera takes sharp photos even in low light. ' +
      'Its 5000 mAh battery charges from 0 to 50% in about 20 minutes with the bundled 45 W charger.',
    mrpRupees: 18999,
    sellingPriceRupees: 15499,
    stock: 42,
    rating: 4.3,
    reviews: 2310,
    tags: ['smartphone', 'mobile', 'phone', '5g', 'android'],
    specialFeatures: [
      '6.67-inch 120 Hz AMOLED display',
      '50 MP main camera with night mode',
      '5000 mAh battery with 45 W fast charging',
      'Dual SIM 5G',
    ],
    specifications: {
      RAM: '8 GB',
      Storage: '128 GB (expandable to 1 TB)',
      Display: '6.67-inch AMOLED, 120 Hz',
      Battery: '5000 mAh',
      'Rear Camera': '50 MP + 8 MP + 2 MP',
      'Operating System': 'Android 14',
      Warranty: '1 year on phone, 6 months on accessories',
    },
    hsn: '8517',
    gstRatePercent: 18,
    related: ['ELEC-PB-003', 'ELEC-BT-HP-001', 'AUTO-MOB-003'],
    color: '#1e3a8a',
    imageCount: 3,
  },
  {
    sku: 'ELEC-PB-003',
    name: 'Voltix 20000mAh 22.5W Fast Charging Power Bank',
    category: 'Electronics',
    description:
      'A 20000 mAh power bank that charges most smartphones four to five times over. ' +
      'Two USB-A ports and one USB-C port let you charge three devices together. ' +
      'The textured matte body resists scratches and fingerprints.',
    mrpRupees: 2499,
    sellingPriceRupees: 1299,
    stock: 7,
    rating: 4.1,
    reviews: 1587,
    tags: ['power bank', 'powerbank', 'portable charger', 'battery', 'fast charging'],
    specialFeatures: [
      '22.5 W fast charging',
      'Charges three devices at once',
      'LED battery level indicator',
      '12-layer circuit protection',
    ],
    specifications: {
      Capacity: '20000 mAh',
      'Max Output': '22.5 W',
      Ports: '2 x USB-A, 1 x USB-C',
      'Recharge Time': '6.5 hours (18 W input)',
      Weight: '420 g',
    },
    hsn: '8507',
    gstRatePercent: 18,
    related: ['ELEC-MOB-SP-002', 'ELEC-SPK-004'],
    color: '#374151',
    imageCount: 2,
  },
  {
    sku: 'ELEC-SPK-004',
    name: 'Sonora BassCube 10W Portable Bluetooth Speaker',
    category: 'Electronics',
    description:
      'A palm-sized speaker with a 10 W driver and a passive radiator for punchy sound. ' +
      'It is IPX5 splash resistant, so it can go to the balcony, the kitchen or a picnic. ' +
      'Pair two units for stereo sound.',
    mrpRupees: 899,
    stock: 120,
    rating: 3.9,
    reviews: 643,
    tags: ['speaker', 'bluetooth speaker', 'audio', 'portable', 'music'],
    specialFeatures: ['10 W output', 'IPX5 splash resistant', 'Up to 12 hours of playback', 'TWS stereo pairing'],
    specifications: {
      Output: '10 W',
      'Battery Life': '12 hours',
      'Bluetooth Version': '5.1',
      'Water Resistance': 'IPX5',
      Weight: '310 g',
    },
    hsn: '8518',
    gstRatePercent: 18,
    related: ['ELEC-BT-HP-001', 'ELEC-PB-003'],
    color: '#0f766e',
    imageCount: 2,
  },

  // ---------------------------------------------------------------- Fashion
  {
    sku: 'FASH-KUR-001',
    name: "Kavya Women's Cotton Printed Straight Kurta",
    category: 'Fashion',
    description:
      'A straight-cut kurta in soft, breathable cotton with a hand-block inspired floral print. ' +
      'It has a mandarin collar, three-quarter sleeves and side slits for easy movement. ' +
      'Pair it with palazzos or leggings for office days and festive mornings alike.',
    mrpRupees: 1299,
    sellingPriceRupees: 699,
    stock: 150,
    rating: 4,
    reviews: 2178,
    tags: ['kurta', 'kurti', 'ethnic wear', 'women', 'cotton'],
    specialFeatures: ['100% cotton', 'Mandarin collar', 'Three-quarter sleeves', 'Machine washable'],
    specifications: {
      Fabric: '100% Cotton',
      Fit: 'Straight',
      Length: 'Calf length (46 inches)',
      Sleeve: 'Three-quarter',
      'Sizes Available': 'S, M, L, XL, XXL',
      'Wash Care': 'Machine wash cold',
    },
    hsn: '6204',
    gstRatePercent: 5,
    related: ['FASH-SAR-003', 'FASH-TSH-002'],
    color: '#c2410c',
    imageCount: 3,
  },
  {
    sku: 'FASH-TSH-002',
    name: "UrbanLoom Men's Round Neck Cotton T-Shirt",
    category: 'Fashion',
    description:
      'An everyday crew-neck t-shirt in 180 GSM combed cotton that keeps its shape wash after wash. ' +
      'The regular fit and ribbed collar make it easy to wear on its own or under a shirt.',
    mrpRupees: 499,
    stock: 240,
    rating: 4.1,
    reviews: 3390,
    tags: ['t-shirt', 'tshirt', 'tee', 'men', 'cotton'],
    specialFeatures: ['180 GSM combed cotton', 'Bio-washed for softness', 'Ribbed round neck', 'Pre-shrunk fabric'],
    specifications: {
      Fabric: '100% Combed Cotton',
      Fit: 'Regular',
      Neck: 'Round',
      Sleeve: 'Half',
      'Sizes Available': 'S, M, L, XL, XXL',
    },
    hsn: '6109',
    gstRatePercent: 5,
    related: ['FASH-SHO-004', 'FASH-KUR-001'],
    color: '#2563eb',
    imageCount: 2,
  },
  {
    sku: 'FASH-SAR-003',
    name: 'Kavya Banarasi Art Silk Saree with Unstitched Blouse Piece',
    category: 'Fashion',
    description:
      'A Banarasi-style saree in lustrous art silk with zari-woven buttis and a rich woven pallu. ' +
      'It comes with a 0.8 m unstitched blouse piece in a matching shade. ' +
      'A lightweight drape that suits weddings, pujas and festive evenings.',
    mrpRupees: 4499,
    sellingPriceRupees: 2999,
    stock: 6,
    rating: 4.5,
    reviews: 412,
    tags: ['saree', 'sari', 'banarasi', 'silk saree', 'ethnic wear', 'wedding'],
    specialFeatures: [
      'Zari-woven buttis and pallu',
      'Includes unstitched blouse piece',
      'Lightweight and easy to drape',
    ],
    specifications: {
      Fabric: 'Art Silk',
      'Saree Length': '5.5 m',
      'Blouse Piece': '0.8 m, unstitched',
      Pattern: 'Woven zari',
      'Wash Care': 'Dry clean only',
    },
    hsn: '5407',
    gstRatePercent: 5,
    related: ['FASH-KUR-001', 'BEAU-KAJ-002'],
    color: '#9f1239',
    imageCount: 3,
  },
  {
    sku: 'FASH-SHO-004',
    name: "StrideUp Men's Lightweight Running Shoes",
    category: 'Fashion',
    description:
      'Running shoes with a breathable knit upper and a cushioned EVA midsole that softens every stride. ' +
      'The rubber outsole has a multi-directional grip pattern for roads and treadmills. ' +
      'Each shoe weighs about 250 g in size 8.',
    mrpRupees: 2799,
    stock: 64,
    rating: 3.8,
    reviews: 954,
    tags: ['shoes', 'sneakers', 'running shoes', 'sports shoes', 'footwear'],
    specialFeatures: ['Breathable knit upper', 'Cushioned EVA midsole', 'Anti-skid rubber outsole', 'Lace-up closure'],
    specifications: {
      'Upper Material': 'Knit mesh',
      'Sole Material': 'EVA and rubber',
      Closure: 'Lace-up',
      'Sizes Available': 'UK 6 to UK 11',
      Weight: '250 g per shoe (UK 8)',
    },
    hsn: '6404',
    gstRatePercent: 18,
    related: ['FASH-TSH-002', 'SPRT-YOG-002'],
    color: '#4b5563',
    imageCount: 2,
  },

  // ---------------------------------------------------------------- Home
  {
    sku: 'HOME-CKW-001',
    name: 'Rasoi Pro Non-Stick Cookware Set, 3 Pieces (Kadai, Tawa, Fry Pan)',
    category: 'Home',
    description:
      'A three-piece aluminium cookware set with a PFOA-free, three-layer non-stick coating. ' +
      'It includes a 24 cm kadai with glass lid, a 28 cm dosa tawa and a 24 cm fry pan. ' +
      'The induction-ready base heats evenly on gas stoves and induction cooktops.',
    mrpRupees: 2999,
    sellingPriceRupees: 1799,
    stock: 55,
    rating: 4.2,
    reviews: 1876,
    tags: ['cookware', 'non stick', 'kadai', 'tawa', 'pan', 'kitchen'],
    specialFeatures: [
      'PFOA-free three-layer coating',
      'Induction and gas compatible',
      'Toughened glass lid for the kadai',
      'Cool-touch bakelite handles',
    ],
    specifications: {
      Material: 'Aluminium with non-stick coating',
      Pieces: '3 (plus 1 lid)',
      'Base Thickness': '3.5 mm',
      Compatibility: 'Gas and induction',
      Warranty: '2 years',
    },
    hsn: '7615',
    gstRatePercent: 5,
    related: ['HOME-BED-002', 'FOOD-GHE-004'],
    color: '#b91c1c',
    imageCount: 3,
  },
  {
    sku: 'HOME-BED-002',
    name: 'UrbanLoom 100% Cotton Double Bedsheet with 2 Pillow Covers',
    category: 'Home',
    description:
      'A 210 thread count cotton bedsheet printed in a soft indigo geometric pattern. ' +
      'It fits double and queen beds and comes with two matching pillow covers. ' +
      'Colour-fast dyes keep the print bright through regular machine washing.',
    mrpRupees: 1499,
    sellingPriceRupees: 849,
    stock: 98,
    rating: 4,
    reviews: 2650,
    tags: ['bedsheet', 'bed sheet', 'double bed', 'cotton', 'bedding'],
    specialFeatures: ['210 thread count cotton', 'Includes 2 pillow covers', 'Colour-fast print'],
    specifications: {
      Material: '100% Cotton',
      'Thread Count': '210',
      'Bedsheet Size': '228 x 254 cm',
      'Pillow Cover Size': '46 x 69 cm',
      'Wash Care': 'Machine wash, mild detergent',
    },
    hsn: '6302',
    gstRatePercent: 5,
    related: ['HOME-CKW-001', 'HOME-LMP-004'],
    color: '#3730a3',
    imageCount: 2,
  },
  {
    sku: 'HOME-FUR-003',
    name: 'Lakdi Solid Sheesham Wood 3-Tier Bookshelf',
    category: 'Home',
    description:
      'A three-tier open bookshelf made from solid sheesham wood with a honey-brown natural finish. ' +
      'Each shelf holds up to 15 kg, enough for books, plants and showpieces. ' +
      'Delivered fully assembled.',
    mrpRupees: 8999,
    stock: 4,
    rating: 4.6,
    reviews: 187,
    tags: ['bookshelf', 'book rack', 'shelf', 'furniture', 'wooden'],
    specialFeatures: [
      'Solid sheesham (Indian rosewood)',
      'Holds 15 kg per shelf',
      'Delivered fully assembled',
      'Termite-treated wood',
    ],
    specifications: {
      Material: 'Solid Sheesham Wood',
      Finish: 'Honey Brown',
      Dimensions: '90 x 30 x 110 cm (W x D x H)',
      'Number of Shelves': '3',
      'Load per Shelf': '15 kg',
      Warranty: '1 year',
    },
    hsn: '9403',
    gstRatePercent: 18,
    related: ['OFF-DSK-004', 'HOME-LMP-004', 'BOOK-FIC-001'],
    color: '#92400e',
    imageCount: 3,
  },
  {
    sku: 'HOME-LMP-004',
    name: 'Deepa Decor 10 m Warm White LED Fairy String Lights',
    category: 'Home',
    description:
      'A 10-metre copper-wire string with 100 warm white LEDs for Diwali, weddings and bedroom decor. ' +
      'Eight lighting modes, from steady glow to twinkle, are switched from the plug-in controller.',
    mrpRupees: 349,
    stock: 210,
    rating: 3.7,
    reviews: 1320,
    tags: ['fairy lights', 'string lights', 'diwali lights', 'led', 'decoration'],
    specialFeatures: ['100 warm white LEDs', '8 lighting modes', 'Bendable copper wire'],
    specifications: {
      Length: '10 m',
      'Number of LEDs': '100',
      'Light Colour': 'Warm White',
      'Power Source': 'Plug-in, 230 V AC',
    },
    hsn: '9405',
    gstRatePercent: 18,
    related: ['HOME-BED-002', 'HOME-FUR-003'],
    color: '#f59e0b',
    imageCount: 1,
  },

  // ---------------------------------------------------------------- Sports
  {
    sku: 'SPRT-CRK-001',
    name: 'Pitchline Grade 2 English Willow Cricket Bat (Full Size)',
    category: 'Sports',
    description:
      'A full-size bat made from Grade 2 English willow with 8 to 10 straight grains. ' +
      'The mid-to-low sweet spot suits front-foot drives on Indian pitches. ' +
      'Supplied knocked-in with a toe guard, anti-scuff sheet and padded cover.',
    mrpRupees: 6499,
    sellingPriceRupees: 4999,
    stock: 23,
    rating: 4.4,
    reviews: 356,
    tags: ['cricket bat', 'bat', 'cricket', 'english willow', 'leather ball'],
    specialFeatures: [
      'Grade 2 English willow',
      'Pre-knocked and ready to play',
      'Toe guard and anti-scuff sheet fitted',
      'Padded full-length cover included',
    ],
    specifications: {
      Willow: 'English Willow, Grade 2',
      Size: 'Full Size (SH)',
      Weight: '1180 to 1220 g',
      'Sweet Spot': 'Mid to low',
      Handle: 'Singapore cane, round',
    },
    hsn: '9506',
    gstRatePercent: 5,
    related: ['SPRT-BAD-003', 'SPRT-DMB-004'],
    color: '#a16207',
    imageCount: 3,
  },
  {
    sku: 'SPRT-YOG-002',
    name: 'FitKaro 6mm Anti-Skid Yoga Mat with Carry Strap',
    category: 'Sports',
    description:
      'A 6 mm thick yoga mat made from TPE foam that cushions the knees and wrists. ' +
      'The textured surface grips on both sides, even during a sweaty surya namaskar. ' +
      'It rolls up light and comes with a carry strap.',
    mrpRupees: 999,
    sellingPriceRupees: 449,
    stock: 180,
    rating: 4.1,
    reviews: 4102,
    tags: ['yoga mat', 'exercise mat', 'gym mat', 'yoga', 'fitness'],
    specialFeatures: ['6 mm cushioning', 'Dual-side anti-skid texture', 'Sweat and odour resistant', 'Carry strap'],
    specifications: {
      Material: 'TPE foam',
      Thickness: '6 mm',
      Dimensions: '183 x 61 cm',
      Weight: '900 g',
    },
    hsn: '9506',
    gstRatePercent: 5,
    related: ['SPRT-DMB-004', 'HLTH-WHY-001', 'FASH-SHO-004'],
    color: '#7c3aed',
    imageCount: 2,
  },
  {
    sku: 'SPRT-BAD-003',
    name: 'Smashline Aluminium Badminton Racquet Pair with Full Cover',
    category: 'Sports',
    description:
      'A pair of lightweight aluminium badminton racquets strung at 18 lbs, ready for the colony court. ' +
      'The steel T-joint adds durability and the cushioned grip stays comfortable in long rallies. ' +
      'Both racquets fit in the included full-length zip cover.',
    mrpRupees: 1199,
    stock: 0,
    rating: 3.9,
    reviews: 811,
    tags: ['badminton', 'racquet', 'racket', 'shuttle', 'outdoor games'],
    specialFeatures: ['Set of 2 racquets', 'Pre-strung at 18 lbs', 'Cushioned towel grip', 'Full-length zip cover'],
    specifications: {
      Material: 'Aluminium frame, steel shaft',
      Weight: '105 g per racquet',
      'String Tension': '18 lbs',
      'Grip Size': 'G4',
      'In the Box': '2 racquets, 1 cover',
    },
    hsn: '9506',
    gstRatePercent: 5,
    related: ['SPRT-CRK-001', 'SPRT-YOG-002'],
    color: '#16a34a',
    imageCount: 2,
  },
  {
    sku: 'SPRT-DMB-004',
    name: 'FitKaro PVC Adjustable Dumbbell Set, 10 kg',
    category: 'Sports',
    description:
      'A home workout set with two chrome-threaded rods, star lock collars and PVC-coated plates. ' +
      'Adjust each dumbbell from 1.5 kg to 5 kg for curls, presses and rows. ' +
      'The sand-filled plates are gentle on tiled floors.',
    mrpRupees: 2199,
    sellingPriceRupees: 1649,
    stock: 37,
    rating: 4,
    reviews: 968,
    tags: ['dumbbells', 'dumbbell set', 'weights', 'home gym', 'fitness'],
    specialFeatures: [
      'Adjustable from 1.5 kg to 5 kg per hand',
      'Floor-friendly PVC plates',
      'Knurled grip rods',
      'Star lock collars',
    ],
    specifications: {
      'Total Weight': '10 kg',
      'Plates Included': '4 x 1 kg, 4 x 1.5 kg',
      'Rod Length': '35 cm',
      'Plate Material': 'PVC with sand fill',
    },
    hsn: '9506',
    gstRatePercent: 5,
    related: ['SPRT-YOG-002', 'HLTH-WHY-001'],
    color: '#111827',
    imageCount: 2,
  },

  // ---------------------------------------------------------------- Beauty
  {
    sku: 'BEAU-SUN-001',
    name: 'Nila Naturals SPF 50 PA+++ Matte Sunscreen Gel, 50 g',
    category: 'Beauty',
    description:
      'A lightweight gel sunscreen with broad-spectrum SPF 50 PA+++ protection for Indian summers. ' +
      'It absorbs quickly and leaves a matte finish with no white cast. ' +
      'Suitable for oily and combination skin.',
    mrpRupees: 399,
    stock: 230,
    rating: 4.3,
    reviews: 3877,
    tags: ['sunscreen', 'sunblock', 'spf 50', 'skincare', 'sun protection'],
    specialFeatures: ['SPF 50 PA+++', 'No white cast', 'Matte, non-greasy finish', 'Fragrance free'],
    specifications: {
      'Net Quantity': '50 g',
      'Skin Type': 'Oily and combination',
      SPF: '50, PA+++',
      Form: 'Gel',
      'Shelf Life': '24 months',
    },
    hsn: '3304',
    gstRatePercent: 18,
    related: ['BEAU-KAJ-002', 'BEAU-HOL-003'],
    color: '#fbbf24',
    imageCount: 2,
  },
  {
    sku: 'BEAU-KAJ-002',
    name: 'Kavya Beauty 24H Smudge-Proof Kajal, Intense Black',
    category: 'Beauty',
    description:
      'A creamy kajal pencil that glides on in one stroke and stays put for up to 24 hours. ' +
      'It is water and sweat resistant and enriched with almond oil and camphor. ' +
      'The twist-up design needs no sharpener.',
    mrpRupees: 199,
    sellingPriceRupees: 149,
    stock: 245,
    rating: 4,
    reviews: 2964,
    tags: ['kajal', 'kohl', 'eyeliner', 'makeup', 'eye makeup'],
    specialFeatures: ['Up to 24-hour wear', 'Smudge and water resistant', 'Twist-up, no sharpener needed'],
    specifications: {
      'Net Quantity': '0.35 g',
      Shade: 'Intense Black',
      Finish: 'Matte',
      'Key Ingredients': 'Almond oil, camphor',
    },
    hsn: '3304',
    gstRatePercent: 18,
    related: ['BEAU-SUN-001', 'FASH-SAR-003'],
    color: '#0a0a0a',
    imageCount: 1,
  },
  {
    sku: 'BEAU-HOL-003',
    name: 'Nila Naturals Onion & Bhringraj Hair Oil, 200 ml',
    category: 'Beauty',
    description:
      'A non-sticky hair oil blending red onion extract, bhringraj, amla and coconut oil. ' +
      'Massaged into the scalp twice a week, it helps reduce hair fall and breakage. ' +
      'The comb applicator bottle spreads oil directly onto the roots.',
    mrpRupees: 349,
    stock: 140,
    rating: 3.6,
    reviews: 1544,
    tags: ['hair oil', 'onion oil', 'hair fall', 'bhringraj', 'hair care'],
    specialFeatures: [
      'Onion, bhringraj and amla blend',
      'Non-sticky, light formula',
      'Comb applicator for the scalp',
      'No mineral oil',
    ],
    specifications: {
      'Net Quantity': '200 ml',
      'Hair Type': 'All hair types',
      'Key Ingredients': 'Onion, bhringraj, amla, coconut oil',
      'Shelf Life': '24 months',
    },
    hsn: '3305',
    gstRatePercent: 5,
    related: ['BEAU-SUN-001', 'BEAU-TRM-004'],
    color: '#7f1d1d',
    imageCount: 1,
  },
  {
    sku: 'BEAU-TRM-004',
    name: "Glide Men's Cordless Beard Trimmer with 20 Length Settings",
    category: 'Beauty',
    description:
      'A cordless trimmer with self-sharpening stainless steel blades and 20 length settings from 0.5 mm ' +
      'to 10 mm. One 2-hour charge gives 90 minutes of use, and it can also run while plugged in. ' +
      'The washable blade head makes cleaning quick.',
    mrpRupees: 1999,
    sellingPriceRupees: 1149,
    stock: 9,
    rating: 4.2,
    reviews: 1203,
    tags: ['trimmer', 'beard trimmer', 'shaver', 'grooming', 'men'],
    specialFeatures: [
      '20 length settings (0.5 to 10 mm)',
      '90 minutes cordless run time',
      'Self-sharpening steel blades',
      'Washable blade head',
    ],
    specifications: {
      'Run Time': '90 minutes',
      'Charging Time': '2 hours',
      'Blade Material': 'Stainless steel',
      'Length Settings': '20',
      'Charging Port': 'USB Type-C',
      Warranty: '2 years',
    },
    hsn: '8510',
    gstRatePercent: 18,
    related: ['BEAU-HOL-003', 'BEAU-SUN-001'],
    color: '#0369a1',
    imageCount: 3,
  },

  // ---------------------------------------------------------------- Books
  {
    sku: 'BOOK-FIC-001',
    name: 'The Monsoon Letters by Anjali Verma (Paperback)',
    category: 'Books',
    description:
      'A novel told through letters exchanged between two sisters, one in a Kerala fishing village and ' +
      'one in Mumbai, over a single monsoon season. Tender and funny by turns, it is a story about ' +
      'distance, family secrets and the courage to come home.',
    mrpRupees: 399,
    sellingPriceRupees: 299,
    stock: 76,
    rating: 4.5,
    reviews: 689,
    tags: ['book', 'novel', 'fiction', 'indian fiction', 'paperback'],
    specialFeatures: ['Paperback edition', 'Includes a reading-group guide', 'Book club favourite'],
    specifications: {
      Author: 'Anjali Verma',
      Publisher: 'Kitaab Ghar Press',
      Language: 'English',
      Pages: '312',
      Binding: 'Paperback',
      Dimensions: '19.8 x 12.9 x 2 cm',
    },
    hsn: '4901',
    gstRatePercent: 0,
    related: ['BOOK-KID-003', 'BOOK-COOK-004'],
    color: '#0e7490',
    imageCount: 1,
  },
  {
    sku: 'BOOK-EXM-002',
    name: 'Quantitative Aptitude for Competitive Examinations by R. K. Menon',
    category: 'Books',
    description:
      'A complete aptitude guide for bank PO, SSC, railway and campus placement tests. ' +
      'Each of its 40 chapters explains the concept, works through solved examples and ends with ' +
      'practice sets. Includes 10 full-length mock tests with detailed solutions.',
    mrpRupees: 695,
    stock: 132,
    rating: 4.6,
    reviews: 2041,
    tags: ['book', 'aptitude', 'competitive exams', 'bank po', 'ssc'],
    specialFeatures: ['3000+ solved questions', '10 full-length mock tests', 'Shortcut methods for each topic'],
    specifications: {
      Author: 'R. K. Menon',
      Publisher: 'Pragati Educational',
      Language: 'English',
      Pages: '864',
      Binding: 'Paperback',
      Edition: '2024',
    },
    hsn: '4901',
    gstRatePercent: 0,
    related: ['BOOK-FIC-001', 'OFF-NTB-001', 'OFF-PEN-002'],
    color: '#1d4ed8',
    imageCount: 1,
  },
  {
    sku: 'BOOK-KID-003',
    name: 'Panchatantra Tales: Illustrated Collection for Children (Hardcover)',
    category: 'Books',
    description:
      'Fifty classic Panchatantra fables retold in simple English for readers aged 5 to 10. ' +
      'Every story is illustrated in full colour and ends with a short moral to discuss. ' +
      'The sturdy hardcover makes it a lasting bedtime book and a popular gift.',
    mrpRupees: 499,
    stock: 3,
    rating: 4.9,
    reviews: 318,
    tags: ['book', 'children books', 'kids', 'stories', 'panchatantra'],
    specialFeatures: ['50 illustrated stories', 'Full-colour pages', 'Hardcover binding'],
    specifications: {
      Publisher: 'Chandamama Kids Books',
      Language: 'English',
      Pages: '192',
      Binding: 'Hardcover',
      'Reading Age': '5 to 10 years',
    },
    hsn: '4901',
    gstRatePercent: 0,
    related: ['BOOK-FIC-001', 'TOYS-BLK-001', 'TOYS-SOF-004'],
    color: '#ea580c',
    imageCount: 2,
  },
  {
    sku: 'BOOK-COOK-004',
    name: 'Ghar Ka Khana: 101 Everyday Indian Recipes by Meera Iyer (Hardcover)',
    category: 'Books',
    description:
      "A home cook's collection of 101 everyday recipes from across India, from poha and sambar to " +
      'rajma chawal and Sunday biryani. Each recipe lists prep time, serves and tips for cooking for ' +
      'one or for a family of six. Photographed in full colour.',
    mrpRupees: 1250,
    stock: 18,
    rating: 0,
    reviews: 0,
    tags: ['book', 'cookbook', 'recipes', 'indian cooking', 'hardcover'],
    specialFeatures: ['101 tested recipes', 'Full-colour photographs', 'Regional dishes from every state'],
    specifications: {
      Author: 'Meera Iyer',
      Publisher: 'Kitaab Ghar Press',
      Language: 'English',
      Pages: '248',
      Binding: 'Hardcover',
    },
    hsn: '4901',
    gstRatePercent: 0,
    related: ['BOOK-FIC-001', 'FOOD-TEA-001', 'HOME-CKW-001'],
    color: '#65a30d',
    imageCount: 1,
  },

  // ---------------------------------------------------------------- Toys
  {
    sku: 'TOYS-BLK-001',
    name: 'Khilona Build & Learn Building Blocks, 250 Pieces',
    category: 'Toys',
    description:
      'A tub of 250 colourful interlocking blocks in 12 shapes, including wheels and windows. ' +
      'An idea booklet with 20 models gets children building houses, cars and animals. ' +
      'Made from non-toxic, BPA-free plastic with rounded edges.',
    mrpRupees: 1499,
    sellingPriceRupees: 899,
    stock: 88,
    rating: 4.3,
    reviews: 1422,
    tags: ['building blocks', 'blocks', 'lego', 'construction toy', 'kids'],
    specialFeatures: ['250 pieces in 12 shapes', 'BPA-free, non-toxic plastic', 'Idea booklet with 20 models'],
    specifications: {
      Pieces: '250',
      Material: 'ABS plastic, BPA-free',
      'Age Range': '3 years and up',
      'Safety Standard': 'BIS certified (IS 9873)',
    },
    hsn: '9503',
    gstRatePercent: 5,
    related: ['TOYS-BRD-003', 'TOYS-SOF-004', 'BOOK-KID-003'],
    color: '#dc2626',
    imageCount: 3,
  },
  {
    sku: 'TOYS-RC-002',
    name: 'Zoomers Rechargeable 4WD RC Monster Truck',
    category: 'Toys',
    description:
      'A 1:16 scale remote-control monster truck with four-wheel drive and big rubber tyres for ' +
      'grass, sand and gravel. The 2.4 GHz remote lets several trucks race together without ' +
      'interference. The rechargeable battery gives about 25 minutes of play per charge.',
    mrpRupees: 2499,
    sellingPriceRupees: 1799,
    stock: 5,
    rating: 3.8,
    reviews: 577,
    tags: ['rc car', 'remote control car', 'monster truck', 'toy car', 'kids'],
    specialFeatures: ['4WD all-terrain drive', '2.4 GHz interference-free remote', 'Rechargeable battery'],
    specifications: {
      Scale: '1:16',
      'Top Speed': '20 km/h',
      'Battery Life': '25 minutes',
      'Remote Range': '40 m',
      'Age Range': '8 years and up',
    },
    hsn: '9503',
    gstRatePercent: 5,
    related: ['TOYS-BLK-001', 'TOYS-BRD-003'],
    color: '#ca8a04',
    imageCount: 2,
  },
  {
    sku: 'TOYS-BRD-003',
    name: 'Khilona Vyapar Property Trading Board Game',
    category: 'Toys',
    description:
      'A family trading game set in Indian cities: buy properties in Mumbai, Delhi and Chennai, ' +
      'collect rent and build hotels. Play money, property cards and dice are included for 2 to ' +
      '6 players. A typical game takes about an hour.',
    mrpRupees: 599,
    stock: 160,
    rating: 4.4,
    reviews: 2215,
    tags: ['board game', 'family game', 'trading game', 'indoor games', 'business game'],
    specialFeatures: ['2 to 6 players', 'Indian city properties', 'Complete set with play money and dice'],
    specifications: {
      Players: '2 to 6',
      'Age Range': '8 years and up',
      'Play Time': '60 minutes',
      'Board Size': '50 x 50 cm',
    },
    hsn: '9504',
    gstRatePercent: 5,
    related: ['TOYS-BLK-001', 'TOYS-RC-002'],
    color: '#15803d',
    imageCount: 2,
  },
  {
    sku: 'TOYS-SOF-004',
    name: 'Cuddlekins Huggable Teddy Bear Soft Toy, 3 Feet',
    category: 'Toys',
    description:
      'A three-foot teddy bear with super-soft plush fur and a satin bow. ' +
      'It is filled with hypoallergenic polyester fibre and stitched with child-safe embroidered eyes. ' +
      "A favourite birthday and Valentine's Day gift.",
    mrpRupees: 1299,
    stock: 47,
    rating: 4.1,
    reviews: 903,
    tags: ['teddy bear', 'soft toy', 'stuffed toy', 'plush', 'gift'],
    specialFeatures: ['3 feet tall', 'Embroidered, child-safe eyes', 'Hypoallergenic filling'],
    specifications: {
      Height: '90 cm',
      Material: 'Plush fabric, polyester fibre filling',
      'Age Range': '3 years and up',
      'Wash Care': 'Surface wash only',
    },
    hsn: '9503',
    gstRatePercent: 5,
    related: ['TOYS-BLK-001', 'BOOK-KID-003'],
    color: '#d97706',
    imageCount: 1,
  },

  // ---------------------------------------------------------------- Automotive
  {
    sku: 'AUTO-DCM-001',
    name: 'RoadEye Full HD 1080p Dash Camera with Night Vision',
    category: 'Automotive',
    description:
      'A compact dash camera that records 1080p video through a 140-degree wide-angle lens. ' +
      'Loop recording and a G-sensor automatically lock footage of sudden braking or collisions. ' +
      'Wi-Fi lets you view and download clips on the companion app.',
    mrpRupees: 4999,
    sellingPriceRupees: 3299,
    stock: 31,
    rating: 4,
    reviews: 734,
    tags: ['dash cam', 'dashcam', 'car camera', 'dashboard camera', 'car accessories'],
    specialFeatures: [
      '1080p Full HD recording',
      '140-degree wide-angle lens',
      'G-sensor emergency lock',
      'Wi-Fi app connectivity',
    ],
    specifications: {
      Resolution: '1920 x 1080 at 30 fps',
      'Field of View': '140 degrees',
      Storage: 'microSD up to 128 GB (not included)',
      Power: '12 V car charger',
      Warranty: '1 year',
    },
    hsn: '8525',
    gstRatePercent: 18,
    related: ['AUTO-INF-002', 'AUTO-MOB-003'],
    color: '#18181b',
    imageCount: 3,
  },
  {
    sku: 'AUTO-INF-002',
    name: 'RoadEye Digital Tyre Inflator for Car and Bike, 12V',
    category: 'Automotive',
    description:
      "A portable 12 V air compressor that plugs into your car's charging socket. " +
      'Set the target pressure on the digital display and it stops automatically when reached. ' +
      'Nozzle adapters for bicycles, balls and air beds are included.',
    mrpRupees: 3499,
    sellingPriceRupees: 2199,
    stock: 44,
    rating: 4.2,
    reviews: 1098,
    tags: ['tyre inflator', 'tire inflator', 'air pump', 'air compressor', 'car accessories'],
    specialFeatures: ['Auto cut-off at set pressure', 'Digital pressure display', 'Built-in LED torch'],
    specifications: {
      'Max Pressure': '150 PSI',
      Power: '12 V DC, 120 W',
      'Cable Length': '3 m',
      'Inflation Time': 'About 4 minutes for a hatchback tyre',
      Warranty: '1 year',
    },
    hsn: '8414',
    gstRatePercent: 18,
    related: ['AUTO-DCM-001', 'AUTO-CVR-004'],
    color: '#ea580c',
    imageCount: 2,
  },
  {
    sku: 'AUTO-MOB-003',
    name: 'GripMate 360° Car Dashboard Mobile Holder',
    category: 'Automotive',
    description:
      'A dashboard and windshield phone mount with a sticky gel suction cup and a telescopic arm. ' +
      'One-touch side clamps fit phones from 4.7 to 6.8 inches and rotate a full 360 degrees.',
    mrpRupees: 599,
    sellingPriceRupees: 349,
    stock: 199,
    rating: 3.5,
    reviews: 2487,
    tags: ['mobile holder', 'phone holder', 'car mount', 'phone stand', 'car accessories'],
    specialFeatures: ['360-degree rotation', 'Reusable gel suction cup', 'One-touch release'],
    specifications: {
      'Phone Size': '4.7 to 6.8 inches',
      Mounting: 'Dashboard or windshield',
      Material: 'ABS plastic and silicone',
      'Arm Length': '12 to 18 cm (telescopic)',
    },
    hsn: '8708',
    gstRatePercent: 18,
    related: ['AUTO-DCM-001', 'ELEC-MOB-SP-002'],
    color: '#404040',
    imageCount: 1,
  },
  {
    sku: 'AUTO-CVR-004',
    name: 'ShieldPro Waterproof Bike Body Cover with Mirror Pockets',
    category: 'Automotive',
    description:
      'A universal-fit two-wheeler cover for scooters and motorcycles up to 150 cc. ' +
      'The waterproof, UV-resistant fabric protects against monsoon rain, dust and bird droppings. ' +
      'An elastic hem and buckle strap keep it in place in strong wind.',
    mrpRupees: 799,
    stock: 8,
    rating: 3.4,
    reviews: 389,
    tags: ['bike cover', 'scooty cover', 'two wheeler cover', 'waterproof', 'motorcycle'],
    specialFeatures: ['Waterproof and UV resistant', 'Mirror pockets', 'Buckle strap for windy days'],
    specifications: {
      Material: '190T polyester with silver coating',
      Fit: 'Universal, up to 150 cc',
      Colour: 'Silver and black',
      'In the Box': '1 cover, 1 storage pouch',
    },
    hsn: '6307',
    gstRatePercent: 5,
    related: ['AUTO-INF-002', 'AUTO-MOB-003'],
    color: '#9ca3af',
    imageCount: 1,
  },

  // ---------------------------------------------------------------- Food
  {
    sku: 'FOOD-TEA-001',
    name: 'Chai Bagh Assam Masala Chai, 500 g',
    category: 'Food',
    description:
      'Strong Assam CTC tea blended with ground cardamom, ginger, cinnamon, clove and black pepper. ' +
      'Boil it with milk and sugar for a proper kadak chai in about five minutes. ' +
      'Packed in a resealable zip pouch to keep the spices fresh.',
    mrpRupees: 349,
    sellingPriceRupees: 299,
    stock: 210,
    rating: 4.7,
    reviews: 3921,
    tags: ['masala chai', 'tea', 'chai', 'assam tea', 'spiced tea'],
    specialFeatures: ['Assam CTC with whole spices', 'No added colour or flavour', 'Resealable zip pouch'],
    specifications: {
      'Net Weight': '500 g',
      'Tea Type': 'CTC black tea with spices',
      Ingredients: 'Tea, cardamom, ginger, cinnamon, clove, black pepper',
      'Best Before': '12 months from packing',
      Diet: 'Vegetarian',
    },
    hsn: '0902',
    gstRatePercent: 5,
    related: ['FOOD-CFE-002', 'FOOD-DRY-003'],
    color: '#7c2d12',
    imageCount: 2,
  },
  {
    sku: 'FOOD-CFE-002',
    name: 'Nilgiri Estate South Indian Filter Coffee Powder, 500 g',
    category: 'Food',
    description:
      'A traditional 80:20 blend of medium-roasted coffee and chicory, ground for the steel filter. ' +
      'It brews a thick, aromatic decoction for strong, frothy filter coffee. ' +
      'Roasted and packed in small batches.',
    mrpRupees: 450,
    stock: 95,
    rating: 4.5,
    reviews: 1366,
    tags: ['filter coffee', 'coffee', 'coffee powder', 'chicory', 'south indian'],
    specialFeatures: ['80% coffee, 20% chicory', 'Medium roast', 'Ground for the traditional filter'],
    specifications: {
      'Net Weight': '500 g',
      Blend: '80% coffee, 20% chicory',
      Roast: 'Medium',
      'Best Before': '9 months from packing',
      Diet: 'Vegetarian',
    },
    hsn: '0901',
    gstRatePercent: 5,
    related: ['FOOD-TEA-001', 'FOOD-GHE-004'],
    color: '#451a03',
    imageCount: 2,
  },
  {
    sku: 'FOOD-DRY-003',
    name: 'Kesar Valley Premium Dry Fruits Gift Box, 1 kg',
    category: 'Food',
    description:
      'A festive gift box with four compartments of California almonds, whole cashews, Afghani raisins ' +
      'and pistachios. The rigid box is finished in deep red with gold foil, ready to gift for Diwali ' +
      'or Raksha Bandhan.',
    mrpRupees: 1899,
    sellingPriceRupees: 1499,
    stock: 26,
    rating: 4.3,
    reviews: 512,
    tags: ['dry fruits', 'gift box', 'almonds', 'cashews', 'diwali gift'],
    specialFeatures: ['Four dry fruits, 250 g each', 'Premium gift packaging', 'Vacuum-sealed freshness'],
    specifications: {
      'Net Weight': '1 kg',
      Contents: 'Almonds, cashews, raisins, pistachios (250 g each)',
      'Best Before': '6 months from packing',
      Diet: 'Vegetarian',
    },
    hsn: '0802',
    gstRatePercent: 5,
    related: ['FOOD-TEA-001', 'FOOD-GHE-004'],
    color: '#b45309',
    imageCount: 3,
  },
  {
    sku: 'FOOD-GHE-004',
    name: 'Gaushala A2 Desi Cow Ghee, Bilona Method, 1 L',
    category: 'Food',
    description:
      'Ghee made the traditional bilona way, by hand-churning curd from A2 milk of grass-fed Gir cows. ' +
      'It has a grainy texture, golden colour and rich aroma. Packed in a glass jar.',
    mrpRupees: 1599,
    stock: 2,
    rating: 4.6,
    reviews: 847,
    tags: ['ghee', 'desi ghee', 'a2 ghee', 'cow ghee', 'bilona'],
    specialFeatures: ['A2 milk from Gir cows', 'Hand-churned bilona method', 'Glass jar packaging'],
    specifications: {
      Volume: '1 L',
      Source: 'A2 Gir cow milk',
      Method: 'Bilona (curd churned)',
      'Best Before': '9 months from packing',
      Diet: 'Vegetarian',
    },
    hsn: '0405',
    gstRatePercent: 5,
    related: ['FOOD-DRY-003', 'FOOD-CFE-002', 'HOME-CKW-001'],
    color: '#facc15',
    imageCount: 2,
  },

  // ---------------------------------------------------------------- Health
  {
    sku: 'HLTH-WHY-001',
    name: 'ProFuel 100% Whey Protein, 1 kg (Malai Kulfi Flavour)',
    category: 'Health',
    description:
      'A whey protein concentrate and isolate blend with 24 g protein and 5.5 g BCAAs per scoop. ' +
      'It mixes smoothly in water or milk and tastes of malai kulfi without added sugar. ' +
      'Each batch is lab-tested for protein content.',
    mrpRupees: 2999,
    sellingPriceRupees: 2249,
    stock: 58,
    rating: 4.1,
    reviews: 1733,
    tags: ['whey protein', 'protein powder', 'supplement', 'gym', 'fitness'],
    specialFeatures: ['24 g protein per scoop', '5.5 g BCAAs', 'No added sugar', 'Lab-tested batches'],
    specifications: {
      'Net Weight': '1 kg',
      Servings: '30',
      'Protein per Serving': '24 g',
      Flavour: 'Malai Kulfi',
      Diet: 'Vegetarian',
    },
    hsn: '2106',
    gstRatePercent: 18,
    related: ['HLTH-VIT-003', 'SPRT-DMB-004', 'SPRT-YOG-002'],
    color: '#0c4a6e',
    imageCount: 2,
  },
  {
    sku: 'HLTH-BPM-002',
    name: 'CareWell Automatic Digital Blood Pressure Monitor (Upper Arm)',
    category: 'Health',
    description:
      'A fully automatic upper-arm BP monitor with a wide 22 to 42 cm cuff and a large backlit display. ' +
      'It stores 120 readings for two users and flags irregular heartbeats. ' +
      'Runs on four AA batteries or a USB cable.',
    mrpRupees: 2499,
    sellingPriceRupees: 1599,
    stock: 39,
    rating: 4.3,
    reviews: 2876,
    tags: ['bp monitor', 'blood pressure machine', 'bp machine', 'health monitor', 'medical device'],
    specialFeatures: [
      'One-touch automatic measurement',
      'Irregular heartbeat detection',
      'Memory for 2 users x 60 readings',
      'Large backlit display',
    ],
    specifications: {
      'Measurement Site': 'Upper arm',
      'Cuff Size': '22 to 42 cm',
      Memory: '120 readings (2 users)',
      Power: '4 x AA batteries or USB',
      Warranty: '3 years',
    },
    hsn: '9018',
    gstRatePercent: 5,
    related: ['HLTH-OXI-004', 'HLTH-VIT-003'],
    color: '#0284c7',
    imageCount: 2,
  },
  {
    sku: 'HLTH-VIT-003',
    name: 'Ayurveda Vitals KSM-66 Ashwagandha Capsules, 60 Count',
    category: 'Health',
    description:
      'A daily dietary supplement with 500 mg of standardised ashwagandha root extract per capsule. ' +
      'Ashwagandha is traditionally used to help the body manage stress and support restful sleep. ' +
      'Vegetarian capsules with no fillers.',
    mrpRupees: 499,
    stock: 175,
    rating: 3.9,
    reviews: 1054,
    tags: ['ashwagandha', 'supplement', 'ayurveda', 'capsules', 'stress relief'],
    specialFeatures: ['500 mg root extract per capsule', 'Vegetarian capsules', 'Two-month supply'],
    specifications: {
      Quantity: '60 capsules',
      'Extract per Capsule': '500 mg',
      Dosage: '1 capsule daily after meals',
      Diet: 'Vegetarian',
      'Shelf Life': '24 months',
    },
    hsn: '3004',
    gstRatePercent: 5,
    related: ['HLTH-WHY-001', 'HLTH-BPM-002'],
    color: '#166534',
    imageCount: 1,
  },
  {
    sku: 'HLTH-OXI-004',
    name: 'CareWell Fingertip Pulse Oximeter with OLED Display',
    category: 'Health',
    description:
      'A pocket-sized oximeter that shows blood oxygen (SpO2), pulse rate and a pulse bar within ' +
      'seconds. The rotating OLED screen is easy to read from any angle. ' +
      'Includes a lanyard and two AAA batteries.',
    mrpRupees: 1499,
    sellingPriceRupees: 899,
    stock: 66,
    rating: 3.2,
    reviews: 1911,
    tags: ['oximeter', 'pulse oximeter', 'spo2', 'oxygen meter', 'medical device'],
    specialFeatures: ['SpO2 and pulse rate readings', 'Rotating OLED display', 'Auto power off'],
    specifications: {
      'SpO2 Range': '70% to 100%',
      'Pulse Rate Range': '30 to 250 bpm',
      Display: 'Dual-colour OLED',
      Power: '2 x AAA batteries (included)',
      Warranty: '1 year',
    },
    hsn: '9018',
    gstRatePercent: 5,
    related: ['HLTH-BPM-002', 'HLTH-VIT-003'],
    color: '#0891b2',
    imageCount: 1,
  },

  // ---------------------------------------------------------------- Pets
  {
    sku: 'PETS-DOG-001',
    name: 'Wagmore Adult Dry Dog Food, Chicken & Rice, 3 kg',
    category: 'Pets',
    description:
      'Complete, balanced nutrition for adult dogs of all breeds, with real chicken as the first ingredient. ' +
      'Omega-3 and omega-6 fatty acids support a shiny coat, and crunchy kibble helps keep teeth clean. ' +
      'No artificial colours or flavours.',
    mrpRupees: 1199,
    stock: 73,
    rating: 4.4,
    reviews: 1638,
    tags: ['dog food', 'dry dog food', 'pet food', 'kibble', 'dog'],
    specialFeatures: ['Real chicken as the first ingredient', 'Omega-3 and omega-6 for coat', 'No artificial colours'],
    specifications: {
      'Net Weight': '3 kg',
      'Life Stage': 'Adult (1 year and above)',
      'Breed Size': 'All breeds',
      Flavour: 'Chicken & Rice',
      'Crude Protein': '24% minimum',
    },
    hsn: '2309',
    gstRatePercent: 18,
    related: ['PETS-BED-003', 'PETS-LSH-004'],
    color: '#b45309',
    imageCount: 2,
  },
  {
    sku: 'PETS-CAT-002',
    name: 'Purrfect Ocean Fish Dry Cat Food, 1.2 kg',
    category: 'Pets',
    description:
      'Crunchy cat food made with ocean fish, enriched with taurine for healthy eyes and heart. ' +
      'Added fibre helps control hairballs. Suitable for adult cats of all breeds.',
    mrpRupees: 649,
    stock: 112,
    rating: 4.2,
    reviews: 759,
    tags: ['cat food', 'dry cat food', 'pet food', 'cat', 'kibble'],
    specialFeatures: ['Real ocean fish', 'Taurine for eyes and heart', 'Hairball control fibre'],
    specifications: {
      'Net Weight': '1.2 kg',
      'Life Stage': 'Adult',
      Flavour: 'Ocean Fish',
      'Crude Protein': '30% minimum',
    },
    hsn: '2309',
    gstRatePercent: 18,
    related: ['PETS-DOG-001', 'PETS-BED-003'],
    color: '#0369a1',
    imageCount: 1,
  },
  {
    sku: 'PETS-BED-003',
    name: 'Wagmore Orthopedic Memory Foam Dog Bed, Large',
    category: 'Pets',
    description:
      'A bolster dog bed with a 10 cm memory foam base that eases pressure on joints, ideal for ' +
      'senior and large-breed dogs. The velvet cover unzips for machine washing, and the anti-skid ' +
      'base keeps the bed in place on tiled floors.',
    mrpRupees: 2799,
    sellingPriceRupees: 1899,
    stock: 14,
    rating: 4.5,
    reviews: 286,
    tags: ['dog bed', 'pet bed', 'orthopedic bed', 'dog', 'cushion'],
    specialFeatures: ['10 cm memory foam base', 'Removable washable cover', 'Anti-skid bottom'],
    specifications: {
      Size: 'Large, 100 x 75 cm',
      'Suitable For': 'Dogs up to 35 kg',
      Filling: 'Memory foam and fibre bolster',
      'Cover Material': 'Velvet',
    },
    hsn: '9404',
    gstRatePercent: 18,
    related: ['PETS-DOG-001', 'PETS-LSH-004'],
    color: '#6b7280',
    imageCount: 2,
  },
  {
    sku: 'PETS-LSH-004',
    name: 'Wagmore Reflective Nylon Dog Leash and Collar Set, Medium',
    category: 'Pets',
    description:
      'A padded nylon collar and 1.5 m leash with reflective stitching for safe evening walks. ' +
      'The quick-release buckle and rust-proof D-ring are built for daily use.',
    mrpRupees: 499,
    stock: 134,
    rating: 3.7,
    reviews: 448,
    tags: ['dog leash', 'dog collar', 'leash', 'belt', 'dog'],
    specialFeatures: ['Reflective stitching', 'Padded neoprene lining', 'Quick-release buckle'],
    specifications: {
      'Leash Length': '1.5 m',
      'Collar Size': '35 to 50 cm neck',
      Material: 'Nylon webbing',
      'Suitable For': 'Medium dogs, 10 to 25 kg',
    },
    hsn: '4201',
    gstRatePercent: 5,
    related: ['PETS-DOG-001', 'PETS-BED-003', 'PETS-CAT-002'],
    color: '#e11d48',
    imageCount: 1,
  },

  // ---------------------------------------------------------------- Office
  {
    sku: 'OFF-NTB-001',
    name: 'Likhit A5 Ruled Hardbound Notebook, Pack of 3',
    category: 'Office',
    description:
      'Three A5 hardbound notebooks with 192 ruled pages each, printed on smooth 70 GSM paper. ' +
      'The paper takes fountain and gel ink without bleeding through. ' +
      'Stitched binding lets each notebook open flat.',
    mrpRupees: 450,
    sellingPriceRupees: 329,
    stock: 225,
    rating: 4.3,
    reviews: 1987,
    tags: ['notebook', 'diary', 'register', 'stationery', 'ruled'],
    specialFeatures: ['192 ruled pages each', '70 GSM bleed-resistant paper', 'Lay-flat stitched binding'],
    specifications: {
      Size: 'A5 (14.8 x 21 cm)',
      Pages: '192 per notebook',
      'Paper Weight': '70 GSM',
      Ruling: 'Single line',
      'Pack Of': '3',
    },
    hsn: '4820',
    gstRatePercent: 0,
    related: ['OFF-PEN-002', 'BOOK-EXM-002'],
    color: '#4338ca',
    imageCount: 2,
  },
  {
    sku: 'OFF-PEN-002',
    name: 'Likhit Smooth Gel Pens, Blue, Pack of 10',
    category: 'Office',
    description:
      'Ten 0.5 mm gel pens with quick-drying, smudge-free blue ink for notes and exams. ' +
      'A rubber grip keeps long writing sessions comfortable.',
    mrpRupees: 149,
    stock: 250,
    rating: 3.9,
    reviews: 3012,
    tags: ['gel pen', 'pen', 'pens', 'stationery', 'blue pen'],
    specialFeatures: ['0.5 mm fine tip', 'Quick-drying, smudge-free ink', 'Comfort rubber grip'],
    specifications: {
      'Tip Size': '0.5 mm',
      'Ink Colour': 'Blue',
      'Ink Type': 'Gel',
      'Pack Of': '10',
    },
    hsn: '9608',
    gstRatePercent: 18,
    related: ['OFF-NTB-001', 'BOOK-EXM-002'],
    color: '#1e40af',
    imageCount: 1,
  },
  {
    sku: 'OFF-CHR-003',
    name: 'ErgoSeat Mesh Ergonomic Office Chair with Adjustable Lumbar Support',
    category: 'Office',
    description:
      'A high-back office chair with a breathable mesh back, adjustable lumbar support and a headrest. ' +
      'Seat height, armrests and tilt tension can all be adjusted for long work-from-home days. ' +
      'The nylon base and smooth castors are rated for 120 kg.',
    mrpRupees: 12999,
    sellingPriceRupees: 7499,
    stock: 19,
    rating: 4.2,
    reviews: 1402,
    tags: ['office chair', 'ergonomic chair', 'study chair', 'desk chair', 'furniture'],
    specialFeatures: [
      'Adjustable lumbar support and headrest',
      'Breathable mesh back',
      '2D adjustable armrests',
      'Tilt lock with tension control',
    ],
    specifications: {
      'Back Material': 'Mesh',
      'Seat Height': '45 to 55 cm',
      'Max Load': '120 kg',
      Base: 'Nylon, 5 castors',
      Assembly: 'DIY with tools included',
      Warranty: '3 years',
    },
    hsn: '9401',
    gstRatePercent: 18,
    related: ['OFF-DSK-004', 'OFF-NTB-001'],
    color: '#27272a',
    imageCount: 3,
  },
  {
    sku: 'OFF-DSK-004',
    name: 'Lakdi Engineered Wood Study Table with Drawer and Shelf',
    category: 'Office',
    description:
      'A compact study and work-from-home desk in walnut-finish engineered wood. ' +
      'It has a pull-out drawer, an open shelf for books and a cable cut-out for laptop chargers. ' +
      'Fits neatly into a bedroom corner.',
    mrpRupees: 6999,
    stock: 1,
    rating: 3.6,
    reviews: 224,
    tags: ['study table', 'desk', 'computer table', 'office table', 'furniture'],
    specialFeatures: ['Pull-out drawer and open shelf', 'Cable management cut-out', 'Scratch-resistant laminate'],
    specifications: {
      Material: 'Engineered wood (particle board)',
      Finish: 'Walnut',
      Dimensions: '100 x 50 x 75 cm (W x D x H)',
      'Max Load': '40 kg',
      Assembly: 'DIY with tools included',
      Warranty: '1 year',
    },
    hsn: '9403',
    gstRatePercent: 18,
    related: ['OFF-CHR-003', 'HOME-FUR-003'],
    color: '#78350f',
    imageCount: 2,
  },
];

/**
 * Packed weight of one unit in grams (product plus box), by SKU: what courier quotes and the Shiprocket parcel
 * use (docs/decisions/064-parcel-weight.md).
 */
export const SEED_WEIGHT_GRAMS: Readonly<Record<string, number>> = {
  'ELEC-BT-HP-001': 450,
  'ELEC-MOB-SP-002': 480,
  'ELEC-PB-003': 520,
  'ELEC-SPK-004': 650,
  'FASH-KUR-001': 300,
  'FASH-TSH-002': 250,
  'FASH-SAR-003': 750,
  'FASH-SHO-004': 900,
  'HOME-CKW-001': 3200,
  'HOME-BED-002': 1100,
  'HOME-FUR-003': 14500,
  'HOME-LMP-004': 250,
  'SPRT-CRK-001': 1500,
  'SPRT-YOG-002': 1300,
  'SPRT-BAD-003': 600,
  'SPRT-DMB-004': 10800,
  'BEAU-SUN-001': 90,
  'BEAU-KAJ-002': 40,
  'BEAU-HOL-003': 280,
  'BEAU-TRM-004': 350,
  'BOOK-FIC-001': 320,
  'BOOK-EXM-002': 900,
  'BOOK-KID-003': 700,
  'BOOK-COOK-004': 850,
  'TOYS-BLK-001': 1200,
  'TOYS-RC-002': 1600,
  'TOYS-BRD-003': 1000,
  'TOYS-SOF-004': 1400,
  'AUTO-DCM-001': 400,
  'AUTO-INF-002': 1100,
  'AUTO-MOB-003': 200,
  'AUTO-CVR-004': 700,
  'FOOD-TEA-001': 560,
  'FOOD-CFE-002': 560,
  'FOOD-DRY-003': 1250,
  'FOOD-GHE-004': 1050,
  'HLTH-WHY-001': 1150,
  'HLTH-BPM-002': 750,
  'HLTH-VIT-003': 120,
  'HLTH-OXI-004': 150,
  'PETS-DOG-001': 3150,
  'PETS-CAT-002': 1300,
  'PETS-BED-003': 2800,
  'PETS-LSH-004': 250,
  'OFF-NTB-001': 750,
  'OFF-PEN-002': 150,
  'OFF-CHR-003': 13500,
  'OFF-DSK-004': 19000,
};

/**
 * Warranty in months for the demo products that carry one (the product page's warranty badge,
 * docs/decisions/140-texts-from-data.md). Clothing, beauty, books, food and consumables have none.
 */
export const SEED_WARRANTY_MONTHS: Readonly<Record<string, number>> = {
  'ELEC-BT-HP-001': 12,
  'ELEC-MOB-SP-002': 12,
  'ELEC-PB-003': 6,
  'ELEC-SPK-004': 12,
  'HOME-CKW-001': 24,
  'HOME-FUR-003': 12,
  'HOME-LMP-004': 6,
  'SPRT-CRK-001': 6,
  'SPRT-BAD-003': 3,
  'TOYS-RC-002': 6,
  'AUTO-DCM-001': 12,
  'AUTO-INF-002': 12,
  'AUTO-MOB-003': 6,
  'HLTH-BPM-002': 24,
  'HLTH-OXI-004': 12,
  'OFF-CHR-003': 36,
  'OFF-DSK-004': 12,
};
