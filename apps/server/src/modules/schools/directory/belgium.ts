/**
 * Belgian postal codes: a hand-compiled list of the main postal code of the capital region's communes, the provincial
 * capitals and the larger municipalities of every province, with the place name bpost uses. No maintained,
 * openly licensed npm package with Belgian postal codes was found (see README.md); this list is a stand-in until
 * the full bpost list is loaded. Brussels communes appear under both their French and Dutch names.
 */
// biome-ignore format: compact data table
export const BELGIAN_POSTAL_CODES: ReadonlyArray<readonly [zipCode: string, city: string]> = [
  // Brussels-Capital Region
  ['1000', 'Bruxelles'], ['1000', 'Brussel'], ['1020', 'Laeken'], ['1020', 'Laken'], ['1030', 'Schaerbeek'],
  ['1030', 'Schaarbeek'], ['1040', 'Etterbeek'], ['1050', 'Ixelles'], ['1050', 'Elsene'], ['1060', 'Saint-Gilles'],
  ['1060', 'Sint-Gillis'], ['1070', 'Anderlecht'], ['1080', 'Molenbeek-Saint-Jean'], ['1080', 'Sint-Jans-Molenbeek'],
  ['1081', 'Koekelberg'], ['1082', 'Berchem-Sainte-Agathe'], ['1082', 'Sint-Agatha-Berchem'], ['1083', 'Ganshoren'],
  ['1090', 'Jette'], ['1120', 'Neder-Over-Heembeek'], ['1130', 'Haren'], ['1140', 'Evere'],
  ['1150', 'Woluwe-Saint-Pierre'], ['1150', 'Sint-Pieters-Woluwe'], ['1160', 'Auderghem'], ['1160', 'Oudergem'],
  ['1170', 'Watermael-Boitsfort'], ['1170', 'Watermaal-Bosvoorde'], ['1180', 'Uccle'], ['1180', 'Ukkel'],
  ['1190', 'Forest'], ['1190', 'Vorst'], ['1200', 'Woluwe-Saint-Lambert'], ['1200', 'Sint-Lambrechts-Woluwe'],
  ['1210', 'Saint-Josse-ten-Noode'], ['1210', 'Sint-Joost-ten-Node'],
  // Walloon Brabant
  ['1300', 'Wavre'], ['1330', 'Rixensart'], ['1340', 'Ottignies'], ['1348', 'Louvain-la-Neuve'], ['1370', 'Jodoigne'],
  ['1380', 'Lasne'], ['1400', 'Nivelles'], ['1410', 'Waterloo'], ['1420', "Braine-l'Alleud"], ['1480', 'Tubize'],
  // Flemish Brabant
  ['1500', 'Halle'], ['1600', 'Sint-Pieters-Leeuw'], ['1700', 'Dilbeek'], ['1780', 'Wemmel'], ['1800', 'Vilvoorde'],
  ['1830', 'Machelen'], ['1930', 'Zaventem'], ['1950', 'Kraainem'], ['3000', 'Leuven'], ['3001', 'Heverlee'],
  ['3010', 'Kessel-Lo'], ['3080', 'Tervuren'], ['3090', 'Overijse'], ['3200', 'Aarschot'], ['3300', 'Tienen'],
  // Antwerp
  ['2000', 'Antwerpen'], ['2018', 'Antwerpen'], ['2020', 'Antwerpen'], ['2060', 'Antwerpen'], ['2100', 'Deurne'],
  ['2140', 'Borgerhout'], ['2170', 'Merksem'], ['2200', 'Herentals'], ['2260', 'Westerlo'], ['2300', 'Turnhout'],
  ['2400', 'Mol'], ['2440', 'Geel'], ['2500', 'Lier'], ['2600', 'Berchem'], ['2610', 'Wilrijk'], ['2640', 'Mortsel'],
  ['2650', 'Edegem'], ['2660', 'Hoboken'], ['2800', 'Mechelen'], ['2900', 'Schoten'], ['2930', 'Brasschaat'],
  // Limburg
  ['3500', 'Hasselt'], ['3530', 'Houthalen-Helchteren'], ['3550', 'Heusden-Zolder'], ['3580', 'Beringen'],
  ['3600', 'Genk'], ['3630', 'Maasmechelen'], ['3700', 'Tongeren'], ['3740', 'Bilzen'], ['3800', 'Sint-Truiden'],
  ['3920', 'Lommel'],
  // East Flanders
  ['9000', 'Gent'], ['9040', 'Sint-Amandsberg'], ['9050', 'Gentbrugge'], ['9100', 'Sint-Niklaas'], ['9120', 'Beveren'],
  ['9160', 'Lokeren'], ['9200', 'Dendermonde'], ['9220', 'Hamme'], ['9240', 'Zele'], ['9290', 'Berlare'],
  ['9300', 'Aalst'], ['9400', 'Ninove'], ['9500', 'Geraardsbergen'], ['9600', 'Ronse'], ['9700', 'Oudenaarde'],
  ['9800', 'Deinze'], ['9820', 'Merelbeke'], ['9900', 'Eeklo'],
  // West Flanders
  ['8000', 'Brugge'], ['8300', 'Knokke-Heist'], ['8370', 'Blankenberge'], ['8400', 'Oostende'], ['8480', 'Ichtegem'],
  ['8500', 'Kortrijk'], ['8560', 'Wevelgem'], ['8600', 'Diksmuide'], ['8620', 'Nieuwpoort'], ['8670', 'Koksijde'],
  ['8700', 'Tielt'], ['8790', 'Waregem'], ['8800', 'Roeselare'], ['8820', 'Torhout'], ['8900', 'Ieper'],
  ['8930', 'Menen'],
  // Hainaut
  ['6000', 'Charleroi'], ['6001', 'Marcinelle'], ['6010', 'Couillet'], ['6020', 'Dampremy'],
  ['6030', 'Marchienne-au-Pont'], ['6040', 'Jumet'], ['6060', 'Gilly'], ['6061', 'Montignies-sur-Sambre'],
  ['6140', "Fontaine-l'Évêque"], ['6200', 'Châtelet'], ['6460', 'Chimay'], ['6530', 'Thuin'], ['7000', 'Mons'],
  ['7060', 'Soignies'], ['7100', 'La Louvière'], ['7130', 'Binche'], ['7140', 'Morlanwelz'], ['7170', 'Manage'],
  ['7300', 'Boussu'], ['7330', 'Saint-Ghislain'], ['7500', 'Tournai'], ['7600', 'Péruwelz'], ['7700', 'Mouscron'],
  ['7800', 'Ath'],
  // Liège
  ['4000', 'Liège'], ['4020', 'Liège'], ['4030', 'Grivegnée'], ['4040', 'Herstal'], ['4050', 'Chaudfontaine'],
  ['4100', 'Seraing'], ['4140', 'Sprimont'], ['4280', 'Hannut'], ['4300', 'Waremme'], ['4400', 'Flémalle'],
  ['4430', 'Ans'], ['4500', 'Huy'], ['4600', 'Visé'], ['4620', 'Fléron'], ['4700', 'Eupen'], ['4780', 'Sankt Vith'],
  ['4800', 'Verviers'], ['4900', 'Spa'], ['4960', 'Malmedy'],
  // Namur
  ['5000', 'Namur'], ['5030', 'Gembloux'], ['5060', 'Sambreville'], ['5100', 'Jambes'], ['5140', 'Sombreffe'],
  ['5150', 'Floreffe'], ['5190', 'Jemeppe-sur-Sambre'], ['5300', 'Andenne'], ['5500', 'Dinant'], ['5580', 'Rochefort'],
  ['5590', 'Ciney'], ['5620', 'Florennes'], ['5640', 'Mettet'], ['5660', 'Couvin'],
  // Luxembourg
  ['6600', 'Bastogne'], ['6690', 'Vielsalm'], ['6700', 'Arlon'], ['6720', 'Habay'], ['6740', 'Étalle'],
  ['6760', 'Virton'], ['6800', 'Libramont-Chevigny'], ['6830', 'Bouillon'], ['6840', 'Neufchâteau'],
  ['6870', 'Saint-Hubert'], ['6880', 'Bertrix'], ['6900', 'Marche-en-Famenne'], ['6940', 'Durbuy'],
  ['6980', 'La Roche-en-Ardenne'],
];
