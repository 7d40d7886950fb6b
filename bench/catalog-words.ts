/**
 * Word lists for a large, realistic-looking catalogue: fictional brands, product types and qualifiers per
 * category, so names like "Sonora Pro Wireless Headphones Black" repeat in believable proportions and a
 * search for 'wireless headphones', 'cotton kurta' or 'masala' matches thousands of rows, as in a big shop.
 */
export interface CategoryWords {
  brands: string[];
  /** Product types; the first word list entry's words also become tags. */
  types: { name: string; tags: string[] }[];
  qualifiers: string[];
  variants: string[];
  materials: string[];
  uses: string[];
  /** Price range in rupees. */
  price: [number, number];
  hsn: string;
  gst: 0 | 5 | 12 | 18 | 28;
}

export const CATEGORY_WORDS: Record<string, CategoryWords> = {
  Electronics: {
    brands: ['Sonora', 'Voltix', 'Zentro', 'Aurabeat', 'Kiranix', 'Nexa', 'Pulsewave', 'Tarang'],
    types: [
      { name: 'Wireless Headphones', tags: ['headphones', 'wireless', 'audio', 'bluetooth'] },
      { name: 'Wireless Earbuds', tags: ['earbuds', 'wireless', 'audio', 'tws'] },
      { name: 'Noise Cancelling Headphones', tags: ['headphones', 'anc', 'audio'] },
      { name: 'Wired Earphones', tags: ['earphones', 'wired', 'audio'] },
      { name: 'Bluetooth Speaker', tags: ['speaker', 'bluetooth', 'audio', 'portable'] },
      { name: 'Smartwatch', tags: ['smartwatch', 'wearable', 'fitness'] },
      { name: 'Fitness Band', tags: ['fitness', 'wearable', 'band'] },
      { name: 'Power Bank', tags: ['power bank', 'charger', 'battery'] },
      { name: 'USB-C Fast Charger', tags: ['charger', 'usb-c', 'fast charging'] },
      { name: 'Soundbar', tags: ['soundbar', 'home theatre', 'audio'] },
      { name: 'Mechanical Keyboard', tags: ['keyboard', 'gaming', 'computer'] },
      { name: 'Wireless Mouse', tags: ['mouse', 'wireless', 'computer'] },
      { name: 'LED Smart TV', tags: ['television', 'tv', 'smart tv'] },
      { name: 'Action Camera', tags: ['camera', 'video', '4k'] },
    ],
    qualifiers: ['Pro', 'Lite', 'Max', 'Neo', 'Air', 'Plus', 'Ultra', 'Mini', 'Prime', 'Go'],
    variants: ['Black', 'White', 'Blue', 'Grey', 'Red', '2024 Edition', 'Gen 2', 'Gen 3'],
    materials: ['matte plastic', 'aluminium', 'soft silicone', 'brushed metal'],
    uses: ['daily commutes', 'work calls', 'gym sessions', 'gaming', 'travel', 'online classes'],
    price: [299, 45999],
    hsn: '8518',
    gst: 18,
  },
  Fashion: {
    brands: ['Rangreza', 'Desi Loom', 'Kalakari', 'Urban Thread', 'Nakshatra', 'Mayur', 'Chhavi', 'Bunkar'],
    types: [
      { name: 'Kurta', tags: ['kurta', 'ethnic', 'menswear'] },
      { name: 'Kurti', tags: ['kurti', 'ethnic', 'womenswear'] },
      { name: 'Saree', tags: ['saree', 'ethnic', 'womenswear'] },
      { name: 'Kurta Pyjama Set', tags: ['kurta', 'pyjama', 'ethnic', 'festive'] },
      { name: 'Anarkali Suit', tags: ['anarkali', 'suit', 'ethnic'] },
      { name: 'Dupatta', tags: ['dupatta', 'stole', 'ethnic'] },
      { name: 'Slim Fit Jeans', tags: ['jeans', 'denim', 'casual'] },
      { name: 'Casual Shirt', tags: ['shirt', 'casual'] },
      { name: 'Polo T-Shirt', tags: ['t-shirt', 'polo', 'casual'] },
      { name: 'Nehru Jacket', tags: ['jacket', 'ethnic', 'festive'] },
      { name: 'Running Shoes', tags: ['shoes', 'sneakers', 'footwear'] },
      { name: 'Kolhapuri Chappal', tags: ['chappal', 'footwear', 'ethnic'] },
    ],
    qualifiers: ['Cotton', 'Silk', 'Linen', 'Rayon', 'Khadi', 'Chanderi', 'Block Print', 'Embroidered', 'Handloom', 'Printed'],
    variants: ['Maroon', 'Indigo', 'Mustard', 'Off-White', 'Bottle Green', 'Peach', 'Navy', 'S', 'M', 'L', 'XL'],
    materials: ['pure cotton', 'art silk', 'soft linen', 'breathable rayon', 'handspun khadi'],
    uses: ['festivals', 'office wear', 'weddings', 'daily wear', 'summer days'],
    price: [249, 8999],
    hsn: '6205',
    gst: 5,
  },
  Home: {
    brands: ['Griha', 'Aangan', 'CasaLuxe', 'Sukh', 'Dhaaga', 'Kitchen Raja', 'NestKart', 'Ujala'],
    types: [
      { name: 'Pressure Cooker', tags: ['cooker', 'kitchen', 'cookware'] },
      { name: 'Non-Stick Tawa', tags: ['tawa', 'kitchen', 'cookware'] },
      { name: 'Mixer Grinder', tags: ['mixer', 'grinder', 'kitchen appliance'] },
      { name: 'Bedsheet Set', tags: ['bedsheet', 'bedding', 'cotton'] },
      { name: 'Cushion Covers', tags: ['cushion', 'decor', 'living room'] },
      { name: 'Wall Clock', tags: ['clock', 'decor', 'wall'] },
      { name: 'Table Lamp', tags: ['lamp', 'lighting', 'decor'] },
      { name: 'Steel Dinner Set', tags: ['dinner set', 'steel', 'tableware'] },
      { name: 'Water Bottle', tags: ['bottle', 'steel', 'hydration'] },
      { name: 'Storage Containers', tags: ['containers', 'storage', 'kitchen'] },
      { name: 'Door Curtains', tags: ['curtains', 'decor', 'furnishing'] },
    ],
    qualifiers: ['Stainless Steel', 'Cotton', 'Handcrafted', 'Premium', 'Classic', 'Compact', 'Heavy Duty', 'Jaipuri', 'Modern'],
    variants: ['3 Litre', '5 Litre', 'Set of 2', 'Set of 4', 'Set of 6', 'King Size', 'Double', 'Beige', 'Teal'],
    materials: ['food-grade stainless steel', 'hard anodised aluminium', '100% cotton', 'sheesham wood', 'BPA-free plastic'],
    uses: ['Indian kitchens', 'everyday cooking', 'gifting', 'festive decor', 'small apartments'],
    price: [199, 12999],
    hsn: '7323',
    gst: 12,
  },
  Sports: {
    brands: ['Khiladi', 'StrikeOne', 'Vega Sports', 'Arjuna', 'FitNation', 'Maidan', 'Shakti', 'ProPlay'],
    types: [
      { name: 'Cricket Bat', tags: ['cricket', 'bat', 'english willow'] },
      { name: 'Cricket Ball', tags: ['cricket', 'ball', 'leather'] },
      { name: 'Badminton Racket', tags: ['badminton', 'racket'] },
      { name: 'Yoga Mat', tags: ['yoga', 'mat', 'fitness'] },
      { name: 'Football', tags: ['football', 'ball'] },
      { name: 'Dumbbell Set', tags: ['dumbbells', 'gym', 'weights'] },
      { name: 'Skipping Rope', tags: ['skipping', 'cardio', 'fitness'] },
      { name: 'Cycling Helmet', tags: ['helmet', 'cycling', 'safety'] },
      { name: 'Gym Gloves', tags: ['gloves', 'gym', 'training'] },
      { name: 'Table Tennis Set', tags: ['table tennis', 'paddle', 'ping pong'] },
    ],
    qualifiers: ['Professional', 'Junior', 'Tournament', 'Training', 'Anti-Slip', 'Lightweight', 'All-Weather'],
    variants: ['Size 5', 'Full Size', 'Size 4', 'Pair', '6 mm', '8 mm', 'Blue', 'Green', 'Orange'],
    materials: ['Kashmir willow', 'English willow', 'TPE foam', 'PU leather', 'carbon fibre'],
    uses: ['club matches', 'home workouts', 'weekend games', 'school practice', 'outdoor training'],
    price: [149, 14999],
    hsn: '9506',
    gst: 12,
  },
  Beauty: {
    brands: ['Saundarya', 'Ayurglow', 'Nimbark', 'Kesar Veda', 'Roop', 'Herbalia', 'Chandan Tatva', 'Mirai'],
    types: [
      { name: 'Face Wash', tags: ['face wash', 'cleanser', 'skincare'] },
      { name: 'Sunscreen SPF 50', tags: ['sunscreen', 'spf', 'skincare'] },
      { name: 'Kajal', tags: ['kajal', 'eye makeup', 'kohl'] },
      { name: 'Matte Lipstick', tags: ['lipstick', 'makeup', 'lips'] },
      { name: 'Hair Oil', tags: ['hair oil', 'haircare', 'ayurvedic'] },
      { name: 'Shampoo', tags: ['shampoo', 'haircare'] },
      { name: 'Face Serum', tags: ['serum', 'vitamin c', 'skincare'] },
      { name: 'Body Lotion', tags: ['lotion', 'moisturiser', 'bodycare'] },
      { name: 'Beard Oil', tags: ['beard', 'grooming', 'men'] },
      { name: 'Ubtan Face Pack', tags: ['ubtan', 'face pack', 'ayurvedic'] },
    ],
    qualifiers: ['Herbal', 'Ayurvedic', 'Vitamin C', 'Aloe Vera', 'Neem', 'Saffron', 'Rose', 'Onion', 'Charcoal', 'Sandalwood'],
    variants: ['100 ml', '200 ml', '50 g', '150 ml', 'Pack of 2', 'Travel Size'],
    materials: ['aloe vera', 'neem extract', 'kumkumadi oil', 'hyaluronic acid', 'turmeric'],
    uses: ['oily skin', 'dry skin', 'daily use', 'humid weather', 'sensitive skin'],
    price: [99, 2499],
    hsn: '3304',
    gst: 18,
  },
  Books: {
    brands: ['Vidya Press', 'Pustak Mahal', 'Kitaabghar', 'Saraswati Books', 'Inkwell', 'Gyan Ganga'],
    types: [
      { name: 'Novel', tags: ['novel', 'fiction', 'book'] },
      { name: 'Cookbook', tags: ['cookbook', 'recipes', 'book'] },
      { name: 'JEE Preparation Guide', tags: ['jee', 'exam', 'study guide'] },
      { name: 'UPSC General Studies', tags: ['upsc', 'exam', 'study guide'] },
      { name: 'Children Story Book', tags: ['kids', 'stories', 'book'] },
      { name: 'Biography', tags: ['biography', 'non-fiction', 'book'] },
      { name: 'Self Help Book', tags: ['self help', 'non-fiction', 'book'] },
      { name: 'Hindi Poetry Collection', tags: ['poetry', 'hindi', 'book'] },
      { name: 'Comic Book', tags: ['comics', 'kids', 'book'] },
    ],
    qualifiers: ['Bestselling', 'Illustrated', 'Revised', 'Classic', 'Complete', 'Collector\'s', 'Bilingual'],
    variants: ['Paperback', 'Hardcover', '2025 Edition', 'Volume 1', 'Volume 2', 'Hindi', 'English'],
    materials: ['acid-free paper', 'glossy colour pages', 'a sturdy binding'],
    uses: ['exam preparation', 'bedtime reading', 'gifting', 'long journeys', 'book clubs'],
    price: [99, 1999],
    hsn: '4901',
    gst: 0,
  },
  Toys: {
    brands: ['Khilona', 'FunKart', 'Balvatika', 'Chhota Genius', 'PlayNest', 'Tinkerly'],
    types: [
      { name: 'Building Blocks', tags: ['blocks', 'construction', 'stem'] },
      { name: 'Remote Control Car', tags: ['rc car', 'remote control', 'vehicle'] },
      { name: 'Soft Teddy Bear', tags: ['teddy', 'soft toy', 'plush'] },
      { name: 'Wooden Puzzle', tags: ['puzzle', 'wooden', 'learning'] },
      { name: 'Board Game', tags: ['board game', 'family', 'ludo'] },
      { name: 'Doll House', tags: ['doll', 'pretend play'] },
      { name: 'Science Kit', tags: ['science', 'stem', 'experiments'] },
      { name: 'Musical Keyboard Toy', tags: ['music', 'keyboard', 'toddler'] },
    ],
    qualifiers: ['Educational', 'Classic', 'Deluxe', 'Junior', 'Mega', 'Eco-Friendly', 'Magnetic'],
    variants: ['3+ Years', '5+ Years', '8+ Years', '100 Pieces', '250 Pieces', 'Red', 'Yellow'],
    materials: ['non-toxic plastic', 'Channapatna wood', 'soft plush fabric', 'recycled cardboard'],
    uses: ['birthday gifts', 'rainy days', 'learning at home', 'family game nights'],
    price: [149, 5999],
    hsn: '9503',
    gst: 12,
  },
  Automotive: {
    brands: ['Sadak', 'MotoMitra', 'RoadKing', 'Gaadi Care', 'Turbozone', 'Safar'],
    types: [
      { name: 'Car Phone Holder', tags: ['phone holder', 'car accessory', 'mount'] },
      { name: 'Bike Helmet', tags: ['helmet', 'bike', 'safety'] },
      { name: 'Car Seat Covers', tags: ['seat covers', 'car interior'] },
      { name: 'Tyre Inflator', tags: ['tyre', 'inflator', 'air compressor'] },
      { name: 'Car Vacuum Cleaner', tags: ['vacuum', 'car cleaning'] },
      { name: 'Dash Camera', tags: ['dashcam', 'camera', 'car accessory'] },
      { name: 'Microfibre Cleaning Cloth', tags: ['microfibre', 'car cleaning'] },
      { name: 'Bike Cover', tags: ['cover', 'bike', 'waterproof'] },
    ],
    qualifiers: ['Universal', 'Heavy Duty', 'Waterproof', 'Portable', 'Premium', 'ISI Certified', 'Compact'],
    variants: ['Black', 'Grey', 'Beige', 'For Hatchbacks', 'For SUVs', 'For Scooters', 'Pack of 3'],
    materials: ['ABS plastic', 'PU leather', 'oxford fabric', 'microfibre'],
    uses: ['city driving', 'highway trips', 'monsoon rides', 'daily commutes'],
    price: [149, 9999],
    hsn: '8708',
    gst: 28,
  },
  Food: {
    brands: ['Swad', 'Desi Rasoi', 'Masala Mandi', 'Annapurna', 'Kesari', 'Tadka Tales', 'Haldiram Bros', 'Chakki Fresh'],
    types: [
      { name: 'Garam Masala', tags: ['masala', 'spices', 'garam masala'] },
      { name: 'Chai Masala', tags: ['masala', 'tea', 'spices'] },
      { name: 'Chole Masala', tags: ['masala', 'spices', 'chole'] },
      { name: 'Sambar Masala', tags: ['masala', 'spices', 'south indian'] },
      { name: 'Biryani Masala', tags: ['masala', 'spices', 'biryani'] },
      { name: 'Basmati Rice', tags: ['rice', 'basmati', 'staples'] },
      { name: 'Cold Pressed Mustard Oil', tags: ['oil', 'mustard', 'cooking oil'] },
      { name: 'Assam Tea', tags: ['tea', 'chai', 'assam'] },
      { name: 'Roasted Makhana', tags: ['makhana', 'snacks', 'healthy'] },
      { name: 'Aam Papad', tags: ['mango', 'snacks', 'sweets'] },
      { name: 'Organic Jaggery', tags: ['jaggery', 'gur', 'sweetener'] },
      { name: 'Mixed Pickle', tags: ['pickle', 'achar'] },
    ],
    qualifiers: ['Organic', 'Premium', 'Homestyle', 'Stone Ground', 'Classic', 'Extra Spicy', 'Authentic', 'Family Pack'],
    variants: ['100 g', '200 g', '500 g', '1 kg', '5 kg', 'Pack of 2', 'Jar'],
    materials: ['hand-picked spices', 'sun-dried ingredients', 'aged basmati', 'first-flush leaves'],
    uses: ['everyday cooking', 'festive meals', 'tea time', 'gifting hampers'],
    price: [49, 2499],
    hsn: '0910',
    gst: 5,
  },
  Health: {
    brands: ['Arogya', 'VedaLife', 'NutriMax', 'Swasthya', 'Pranayu', 'WellSure'],
    types: [
      { name: 'Whey Protein', tags: ['protein', 'whey', 'gym'] },
      { name: 'Multivitamin Tablets', tags: ['multivitamin', 'supplement'] },
      { name: 'Ashwagandha Capsules', tags: ['ashwagandha', 'ayurvedic', 'supplement'] },
      { name: 'Digital Thermometer', tags: ['thermometer', 'medical device'] },
      { name: 'BP Monitor', tags: ['blood pressure', 'monitor', 'medical device'] },
      { name: 'Pulse Oximeter', tags: ['oximeter', 'spo2', 'medical device'] },
      { name: 'Chyawanprash', tags: ['chyawanprash', 'immunity', 'ayurvedic'] },
      { name: 'Knee Support', tags: ['knee', 'support', 'orthopaedic'] },
    ],
    qualifiers: ['Clinically Tested', 'Ayurvedic', 'Sugar Free', 'Advanced', 'Daily', 'Vegetarian', 'Digital'],
    variants: ['60 Tablets', '90 Capsules', '1 kg', '2 kg', '500 g', 'Chocolate', 'Unflavoured', 'Medium'],
    materials: ['natural herbs', 'medical-grade sensors', 'breathable neoprene'],
    uses: ['daily wellness', 'home monitoring', 'recovery', 'immunity'],
    price: [99, 6999],
    hsn: '2106',
    gst: 18,
  },
  Pets: {
    brands: ['Pawsome', 'Moti', 'Sheru', 'PetPyaar', 'Tailwag', 'Billi'],
    types: [
      { name: 'Dog Food', tags: ['dog', 'pet food', 'kibble'] },
      { name: 'Cat Food', tags: ['cat', 'pet food'] },
      { name: 'Dog Leash', tags: ['dog', 'leash', 'walking'] },
      { name: 'Pet Bed', tags: ['bed', 'pet', 'comfort'] },
      { name: 'Chew Toy', tags: ['toy', 'dog', 'chew'] },
      { name: 'Cat Litter', tags: ['cat', 'litter'] },
      { name: 'Pet Shampoo', tags: ['shampoo', 'grooming', 'pet'] },
    ],
    qualifiers: ['Chicken', 'Vegetarian', 'Puppy', 'Adult', 'Grain Free', 'Durable', 'Orthopaedic'],
    variants: ['1 kg', '3 kg', '10 kg', 'Small', 'Medium', 'Large', 'Pack of 3'],
    materials: ['real chicken', 'natural rubber', 'nylon webbing', 'memory foam'],
    uses: ['indie dogs', 'indoor cats', 'daily walks', 'playtime'],
    price: [99, 7999],
    hsn: '2309',
    gst: 18,
  },
  Office: {
    brands: ['Lekhan', 'Karya', 'DeskPro', 'Kagaz', 'Sthir', 'WorkNest'],
    types: [
      { name: 'Ergonomic Office Chair', tags: ['chair', 'ergonomic', 'furniture'] },
      { name: 'Study Table', tags: ['table', 'desk', 'furniture'] },
      { name: 'Gel Pen Set', tags: ['pens', 'stationery'] },
      { name: 'Spiral Notebook', tags: ['notebook', 'stationery', 'paper'] },
      { name: 'Desk Organiser', tags: ['organiser', 'desk', 'storage'] },
      { name: 'Whiteboard', tags: ['whiteboard', 'board', 'office'] },
      { name: 'Printer Paper', tags: ['paper', 'a4', 'printer'] },
      { name: 'Laptop Stand', tags: ['laptop stand', 'ergonomic', 'desk'] },
    ],
    qualifiers: ['Ergonomic', 'Foldable', 'Premium', 'Adjustable', 'Compact', 'Executive', 'Eco'],
    variants: ['A4', 'A5', 'Pack of 10', 'Pack of 5', 'Black', 'Walnut', 'White'],
    materials: ['engineered wood', 'breathable mesh', '70 GSM paper', 'aluminium alloy'],
    uses: ['work from home', 'students', 'small offices', 'daily notes'],
    price: [49, 18999],
    hsn: '9403',
    gst: 18,
  },
};

/** Small, fast, seeded PRNG (mulberry32): the same catalogue on every run. */
export function createRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
